import { createElement, lazy, useState, type ComponentType } from 'react';

export interface Preloadable<Props extends object> {
  /** Renders the loaded component, suspending only while its chunk is still on its way. */
  Component: ComponentType<Props>;
  /** Fetches the chunk ahead of need (idle time); a failed fetch is retried on next use. */
  preload: () => Promise<ComponentType<Props>>;
}

/**
 * A component in its own chunk, like React.lazy, but once its chunk is in (preloaded), it
 * renders at once, in the same commit as its surroundings: React.lazy would still suspend
 * once and show its fallback for a frame.
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Component(props: Props) {
    // Chosen once per mount: switching type later would remount it and lose its state.
    const [Chosen] = useState<ComponentType<Props>>(() => loaded ?? Suspending);
    return createElement(Chosen, props);
  }
  return { Component, preload };
}
