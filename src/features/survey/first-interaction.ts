import { startTransition, useEffect, useState } from 'react';

/** What a person does first on the page: a tap or click, a key, moving into a field. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Calls `callback` once, on the person's first tap, key or focus on the page; returns a way
 * to stop waiting. Work for later steps waits for it, not for the page's load: done while the
 * page loads, it would hold the page before it answers, for steps nobody has reached yet.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const stopListening = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, start, true);
  };
  const start = () => {
    stopListening();
    callback();
  };
  for (const type of FIRST_INTERACTIONS) {
    window.addEventListener(type, start, { capture: true, passive: true });
  }
  return stopListening;
}

/** Whether the person has started on the page (their first tap, key or focus). */
export function useFirstInteraction(): boolean {
  const [started, setStarted] = useState(false);
  // A transition: what waits for this must never delay the key or tap that set it.
  useEffect(() => onFirstInteraction(() => startTransition(() => setStarted(true))), []);
  return started;
}
