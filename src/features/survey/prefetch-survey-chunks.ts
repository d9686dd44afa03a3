import { useEffect } from 'react';
import { onFirstInteraction } from './first-interaction';
import { stepBodyLoaders } from './step-bodies';
import { loadStepErrorAlert } from './step-layout';
import { loadCaseRepository } from './survey-actors';
import { whenIdle } from '../../lib/when-idle';

/** Everything the survey needs after its first step: the later steps (in order), the case
 * store, and the alert a failed submission shows (so it shows offline too). */
const surveyChunkLoaders = () => [...stepBodyLoaders(), loadCaseRepository, loadStepErrorAlert];

/** Loads them all at once: a resumed survey waits for them before it renders. */
export function prefetchSurveyChunks(): Promise<unknown> {
  return Promise.all(surveyChunkLoaders().map((load) => load()));
}

/**
 * Fetches the later steps once the person starts on the first one (their first tap, key or
 * focus), not while the page loads: loading and evaluating them then would be work the page
 * does before it answers, for steps nobody has reached yet. Then one chunk per idle moment
 * (two seconds at the latest), so no single task holds the page while they type. A failed
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
    const stopListening = onFirstInteraction(() => {
      cancel = whenIdle(next);
    });
    return () => {
      stopListening();
      cancel();
    };
  }, []);
}
