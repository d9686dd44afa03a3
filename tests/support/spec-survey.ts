import type { SurveyAnswers } from '../../machines/survey';
import { SPEC_STEPS, specAnswer, specStepIndex, type SpecStepState } from './spec-steps';

/*
 * Where each action must lead, by SPEC §2/§4 and PRODUCT.md, over the table in spec-steps.ts:
 * Continue with an accepted answer goes to the next step and a refused one stays; Back goes
 * where the table says; Continue on the attestation submits; a saved submission shows thank
 * you, a failed one stays on the attestation with the error, every answer kept.
 * PRODUCT.md "Check your answers": on the attestation, Change opens a question step; its
 * accepted Continue returns straight to the attestation, its Back goes back as ever.
 */

/** What the person is looking at, as the spec knows it. */
export interface SpecScreen {
  /** Index into SPEC_STEPS. */
  step: number;
  /** The submission is being saved: Continue shows "Loading..." and is disabled. */
  submitting: boolean;
  /** The last submission failed: the attestation shows why, and Continue tries again. */
  failed: boolean;
  /** Opened by the attestation's Change: an accepted Continue returns to the attestation. */
  changing: boolean;
}

/** The attestation's Change of one step ("Change age"). */
type SpecChangeEvent = { type: `survey.change.${SpecStepState}` };

/** The person's actions and the storage's answers, as the model tests send them. */
export type SpecEvent =
  | { type: 'survey.continue'; value: Partial<SurveyAnswers> }
  | { type: 'survey.back' }
  | SpecChangeEvent
  | { type: 'xstate.done.actor.submitSurvey' }
  | { type: 'xstate.error.actor.submitSurvey' };

export const SPEC_START: SpecScreen = {
  step: 0,
  submitting: false,
  failed: false,
  changing: false,
};

const FINAL = SPEC_STEPS.length - 1;
const ATTESTATION = specStepIndex('attestation');

const at = (step: number, more: Partial<SpecScreen> = {}): SpecScreen => ({
  step,
  submitting: false,
  failed: false,
  changing: false,
  ...more,
});

/** Every question step (those before the attestation) has a Change there. */
const CHANGES: SpecChangeEvent[] = SPEC_STEPS.slice(0, ATTESTATION).map((step) => ({
  type: `survey.change.${step.state}`,
}));
const isChange = (event: SpecEvent): event is SpecChangeEvent =>
  event.type.startsWith('survey.change.');

/** What can happen on a screen. While saving the person may still press keys: nothing moves. */
export function specEvents(screen: SpecScreen): SpecEvent[] {
  if (screen.step === FINAL) return [];
  const step = SPEC_STEPS[screen.step]!;
  const person: SpecEvent[] = [
    ...step.answers.map((answer) => ({ type: 'survey.continue' as const, value: answer.value })),
    { type: 'survey.back' },
    ...(screen.step === ATTESTATION ? CHANGES : []),
  ];
  if (!screen.submitting) return person;
  return [
    ...person,
    { type: 'xstate.done.actor.submitSurvey' },
    { type: 'xstate.error.actor.submitSurvey' },
  ];
}

/** The screen the spec expects after an event. */
export function specAfter(screen: SpecScreen, event: SpecEvent): SpecScreen {
  if (screen.step === FINAL) return screen;
  if (screen.submitting) {
    if (event.type === 'xstate.done.actor.submitSurvey') return at(FINAL);
    if (event.type === 'xstate.error.actor.submitSurvey') return at(ATTESTATION, { failed: true });
    return screen;
  }
  const step = SPEC_STEPS[screen.step]!;
  if (event.type === 'survey.back') return step.back ? at(specStepIndex(step.back)) : screen;
  if (isChange(event)) {
    const state = event.type.slice('survey.change.'.length) as SpecStepState;
    return screen.step === ATTESTATION ? at(specStepIndex(state), { changing: true }) : screen;
  }
  if (event.type !== 'survey.continue') return screen;
  if (screen.step === ATTESTATION) return at(ATTESTATION, { submitting: true });
  if (!specAnswer(screen.step, event.value).accepted) return screen;
  return at(screen.changing ? ATTESTATION : screen.step + 1);
}

export function describeSpecScreen(screen: SpecScreen): string {
  const { state } = SPEC_STEPS[screen.step]!;
  if (screen.submitting) return `${state} (submitting)`;
  if (screen.changing) return `${state} (changed from the attestation)`;
  return screen.failed ? `${state} (after a failed submission)` : state;
}

export function describeSpecEvent(event: SpecEvent): string {
  if (event.type === 'survey.continue') return `continue ${JSON.stringify(event.value)}`;
  if (event.type === 'survey.back') return 'back';
  if (isChange(event)) return event.type.replace('survey.change.', 'change ');
  return event.type === 'xstate.done.actor.submitSurvey' ? 'submission saved' : 'submission failed';
}

/** Every (screen, event) pair the spec defines, reachable from the first step. */
export function specEdges(): Array<{ screen: SpecScreen; event: SpecEvent }> {
  const seen = new Set<string>();
  const queue = [SPEC_START];
  const edges: Array<{ screen: SpecScreen; event: SpecEvent }> = [];
  while (queue.length > 0) {
    const screen = queue.shift()!;
    const key = describeSpecScreen(screen);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const event of specEvents(screen)) {
      edges.push({ screen, event });
      queue.push(specAfter(screen, event));
    }
  }
  return edges;
}
