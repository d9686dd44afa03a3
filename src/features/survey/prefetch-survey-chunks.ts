import { useEffect } from 'react';
import { stepBodyLoaders } from './step-bodies';
import { loadStepErrorAlert } from './step-layout';
import { loadCaseRepository } from './survey-actors';

/** Everything the survey needs after its first step: the later steps (in order), the case
 * store, and the alert a failed submission shows (so it shows offline too). */
const surveyChunkLoaders = () => [...stepBodyLoaders(), loadCaseRepository, loadStepErrorAlert];

/** Loads them all at once: a resumed survey waits for them before it renders. */
export function prefetchSurveyChunks(): Promise<unknown> {
  return Promise.all(surveyChunkLoaders().map((load) => load()));
}

/**
 * Fetches the later steps while the person reads and types the first answer: once the page
 * is idle (or after two seconds at the latest), so the first paint and hydration come first,
 * and one chunk per idle moment, so no single task holds the page while typing. A failed
 * prefetch is no loss: the step loads again when it is shown.
 */
export function usePrefetchSurveyChunks(): void {
  useEffect(() => {
    const pending = [...surveyChunkLoaders()];
    let cancel = () => {};
    const next = () => {
      const load = pending.shift();
      if (!load) return;
      void load().catch(() => undefined);
      cancel = whenIdle(next);
    };
    cancel = whenIdle(next);
    return () => cancel();
  }, []);
}

/** Runs `callback` in the browser's next idle moment (two seconds at the latest). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
