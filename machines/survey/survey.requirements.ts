import type { SnapshotFrom, StateValue } from 'xstate';
import { surveyMachine, type SurveyMachine } from './survey.machine';
import { ATTESTATION_STEP, QUESTION_STEPS } from './survey.steps';
import type { SurveyAnswers } from './survey.types';
import { stepAnswerProblem } from './survey.validation';

/** The names of the survey machine's guards: each is one rule of SPEC §5 (or "all valid"). */
export type SurveyGuardName = keyof SurveyMachine['implementations']['guards'];

function leafPath(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  const [key, child] = Object.entries(value)[0] ?? [];
  return key === undefined || child === undefined ? [] : [key, ...leafPath(child)];
}

function isGuardName(guard: unknown): guard is SurveyGuardName {
  return typeof guard === 'string' && guard in surveyMachine.implementations.guards;
}

/**
 * The named guard that rules the current step's Continue, read from the machine's own
 * definition. When Continue is refused, this is the rule that was not met, so a screen can
 * say what is missing without writing the rule a second time. Null where Continue has no
 * guard (or no Continue at all).
 */
export function continueGuardOf(snapshot: SnapshotFrom<SurveyMachine>): SurveyGuardName | null {
  const path = leafPath(snapshot.value);
  if (path.length === 0) return null;
  const node = surveyMachine.getStateNodeById(`${surveyMachine.id}.${path.join('.')}`);
  // The step's own rule, named as a string (a Change's return is checked by the same rule).
  const guards = (node.on['survey.continue'] ?? []).map((transition) => transition.guard);
  return guards.find(isGuardName) ?? null;
}

/**
 * What the person reads when Continue is refused: the words of the rule that refused the
 * current step's answer (the same the server gives for it), or the attestation's "earlier
 * answers are missing". Null when Continue is allowed or there is none.
 */
export function continueRequirementOf(
  snapshot: SnapshotFrom<SurveyMachine>,
  draft: Partial<SurveyAnswers>,
): string | null {
  const guard = continueGuardOf(snapshot);
  if (guard === ATTESTATION_STEP.guard) return ATTESTATION_STEP.missing;
  const step = QUESTION_STEPS.find((candidate) => candidate.guard === guard);
  return step ? stepAnswerProblem(step.id, draft) : null;
}
