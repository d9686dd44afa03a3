import { useEffect } from 'react';
import { prefetchStepBodies } from './step-bodies';
import { loadStepErrorAlert } from './step-layout';
import { loadCaseRepository } from './survey-actors';

/** Everything the survey needs after its first step: the later steps, the case store, and
 * the alert a failed submission shows (so it shows offline too). */
export function prefetchSurveyChunks(): Promise<unknown> {
  return Promise.all([prefetchStepBodies(), loadCaseRepository(), loadStepErrorAlert()]);
}

/**
 * Fetches the later steps while the person reads and types the first answer: once the page
 * is idle (or after two seconds at the latest), so the first paint and hydration come first.
 * A failed prefetch is no loss: the step loads again when it is shown.
 */
export function usePrefetchSurveyChunks(): void {
  useEffect(() => {
    const prefetch = () => void prefetchSurveyChunks().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(prefetch, 200);
    return () => window.clearTimeout(handle);
  }, []);
}
