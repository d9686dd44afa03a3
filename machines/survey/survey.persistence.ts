import { createActor, type Snapshot } from 'xstate';
import { surveyMachine } from './survey.machine';
import { stepOf } from './survey.steps';
import { isDraftAnswers } from './survey.validation';

/**
 * Checks a persisted survey snapshot (from a previous page load) before it is restored.
 * Returns it when it can resume the survey, else null: an unusable snapshot is dropped,
 * never allowed to crash the page. A finished or mid-submission survey does not resume.
 */
export function restorableSurveySnapshot(persisted: unknown): Snapshot<unknown> | null {
  if (typeof persisted !== 'object' || persisted === null) return null;
  const candidate = persisted as { status?: unknown; value?: unknown; context?: unknown };
  if (candidate.status !== 'active') return null;
  const context = candidate.context as { answers?: unknown } | undefined;
  if (!isDraftAnswers(context?.answers)) return null;
  try {
    const actor = createActor(surveyMachine, { snapshot: persisted as Snapshot<unknown> });
    const restored = actor.getSnapshot();
    stepOf(restored.value);
    if (restored.hasTag('busy') || restored.status !== 'active') return null;
    return persisted as Snapshot<unknown>;
  } catch {
    return null;
  }
}
