import { useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

const FALLBACK = 'This page could not be loaded. Please reload the page.';

/** The outcome of one load, started when the page opens (and again when `key` changes). */
export function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({
    key,
    loaded: { status: 'loading' },
  });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ key, loaded: { status: 'ready', data } }),
      (error: unknown) =>
        live &&
        setState({
          key,
          loaded: { status: 'failed', message: error instanceof Error ? error.message : FALLBACK },
        }),
    );
    return () => {
      live = false;
    };
    // The key names what is loaded; `load` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
