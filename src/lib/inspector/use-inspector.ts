import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';

/** `?inspect` in the address asks for the live inspector (QA and developers only). */
export function isInspectRequested(search: string = window.location.search): boolean {
  return new URLSearchParams(search).has('inspect');
}

/**
 * With `?inspect`, shows a small panel with the actor's current state, last event and
 * context. Without it nothing else loads: the panel is a dynamic import behind the check.
 * Nothing is sent anywhere; the panel only reads the actor in this tab.
 */
export function useInspector(actorRef: AnyActorRef, name: string): void {
  useEffect(() => {
    if (!isInspectRequested()) return;
    let unmount: (() => void) | null = null;
    let cancelled = false;
    import('./mount-inspector').then(
      ({ mountInspector }) => {
        if (!cancelled) unmount = mountInspector(actorRef, name);
      },
      (error: unknown) => console.error('The inspector could not be loaded', error),
    );
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [actorRef, name]);
}
