import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { browserHistory, useHistoryEntry } from '../../lib/browser-history';

/** What a history entry of the survey holds: which questionnaire, which step (no answers). */
interface SurveyEntry {
  surveyRun: string;
  surveyStep: number;
}

function entryOf(state: unknown): SurveyEntry | null {
  if (typeof state !== 'object' || state === null) return null;
  const { surveyRun, surveyStep } = state as Record<string, unknown>;
  return typeof surveyRun === 'string' && Number.isInteger(surveyStep)
    ? { surveyRun, surveyStep: surveyStep as number }
    : null;
}

/**
 * Keeps the browser's history and the survey in step: every step change is a history entry
 * on the same address (lib/browser-history), and the browser's Back and Forward ask the machine to move there.
 * `moveTo` sends the machine's own events and returns the step it reached: a Forward the
 * machine refuses goes back to the entry of the step it stays on, and an entry it cannot
 * reach (the thank-you's earlier steps, another questionnaire's) now stands for this step.
 */
function useSurveyHistory(run: string, step: number, moveTo: (target: number) => number) {
  const location = useHistoryEntry();
  // The history entry last matched with the machine, and the step it was matched with.
  const synced = useRef<{ key: string; step: number } | null>(null);

  useEffect(() => {
    const go = (to: number, replace: boolean) => {
      const entry: SurveyEntry = { surveyRun: run, surveyStep: to };
      if (replace) browserHistory.replace(entry);
      else browserHistory.push(entry);
    };
    const entry = entryOf(location.state);
    const known = synced.current;

    if (known?.key === location.key) {
      // The same entry: the machine moved by itself (Continue, Back, a submission).
      if (known.step !== step) {
        synced.current = { key: location.key, step };
        // After the new step is painted: writing the entry is slow on a slow phone.
        afterNextPaint(() => go(step, false));
      }
      return;
    }
    if (entry?.surveyRun === run && entry.surveyStep === step) {
      synced.current = { key: location.key, step };
      return;
    }
    if (known && location.action === 'POP' && entry?.surveyRun === run) {
      const reached = moveTo(entry.surveyStep);
      synced.current = { key: location.key, step: reached };
      if (reached < entry.surveyStep) browserHistory.back();
      else if (reached !== entry.surveyStep) go(reached, true);
      return;
    }
    // The first arrival, or an entry that is not this questionnaire's.
    synced.current = { key: location.key, step };
    if (!known) {
      // The first arrival writes its entry after the page is painted: this replaceState made
      // the effects after hydration a long task (docs/decisions/2026-11-24-first-page-long-tasks.md).
      afterNextPaint(() => go(step, true));
    } else go(step, true);
  }, [location, run, step, moveTo]);
}

/**
 * The history sync as a component of its own, rendered beside the step: a history entry the
 * survey writes (or a Back) then re-renders this, not the whole step and its fields.
 */
export function SurveyHistorySync(props: {
  run: string;
  step: number;
  moveTo: (target: number) => number;
}): null {
  useSurveyHistory(props.run, props.step, props.moveTo);
  return null;
}
