import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  ATTESTATION_STEP,
  QUESTION_STEPS,
  STEP_FIELDS,
  SURVEY_STEP_COUNT,
  SURVEY_STEP_TABLE,
  changeEventOf,
  type ChangeEventType,
  type QuestionStep,
  type QuestionStepId,
} from './survey.steps';
import { emptyAnswers, type SurveyAnswers } from './survey.types';
import { parseStepAnswer, parseSurveyAnswers } from './survey.validation';

export interface SurveyContext {
  answers: SurveyAnswers;
  /** Why the last submission failed, for the person to read; null when it did not. */
  submitError: string | null;
  /** The id of the case the submission became (the person's reference); null until saved. */
  caseId: number | null;
  /** The step was opened by the attestation's Change: its Continue returns there. */
  changingAnswer: boolean;
}

export type SurveyEvent =
  /** Advance, carrying the current step's answer; the step's guard decides. */
  | { type: 'survey.continue'; value: Partial<SurveyAnswers> }
  /** Go back, carrying the current step's unfinished answer so it is not lost. */
  | { type: 'survey.back'; value?: Partial<SurveyAnswers> }
  /** From the attestation: open one step to change its answer ("Change age"). */
  | { type: ChangeEventType };

export const SUBMIT_FAILED_FALLBACK = 'Your answers could not be saved. Please try again.';

type StepParams = { step: QuestionStepId };

/** The id of the saved case, when the storage write reports one. */
export function caseIdOf(output: unknown): number | null {
  if (typeof output !== 'object' || output === null) return null;
  const { id } = output as { id?: unknown };
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Copies only the fields the step owns, so a step cannot overwrite another step's answer. */
function pickStepFields(step: QuestionStepId, value: Partial<SurveyAnswers>) {
  const picked: Partial<SurveyAnswers> = {};
  for (const field of STEP_FIELDS[step]) {
    if (field in value) Object.assign(picked, { [field]: value[field] });
  }
  return picked;
}

/** The answer a Continue carries. Step guards sit on Continue only: any other event is a bug. */
function continued(event: SurveyEvent): Partial<SurveyAnswers> {
  assertEvent(event, 'survey.continue');
  return event.value;
}

type QuestionGuard = QuestionStep['guard'];
type ContinueGuard = (args: { event: SurveyEvent }) => boolean;

/** Each question step's Continue rule, by the name the drawing shows. */
const continueGuards = Object.fromEntries(
  QUESTION_STEPS.map((step) => [
    step.guard,
    ({ event }: { event: SurveyEvent }) => parseStepAnswer(step.id, continued(event)) !== null,
  ]),
) as Record<QuestionGuard, ContinueGuard>;

/** The step after and before a row of the table, by id. */
const neighbours = (index: number) => ({
  next: SURVEY_STEP_TABLE[index + 1]?.id,
  previous: SURVEY_STEP_TABLE[index - 1]?.id,
});

const backTo = (previous: string | undefined, actions: object | string) =>
  previous ? { 'survey.back': { target: `#survey.${previous}`, actions } } : {};

/**
 * A question step: Continue with its guard to the next step (or, when opened by the
 * attestation's Change, straight back to the attestation), Back to the one before.
 */
function questionState(step: QuestionStep, index: number) {
  const { next, previous } = neighbours(index);
  const params = { step: step.id };
  return {
    on: {
      'survey.continue': [
        {
          guard: { type: 'isChangedAnswerValid', params },
          target: `#survey.${ATTESTATION_STEP.id}`,
          actions: [{ type: 'saveAnswer', params }, 'endChange'],
        },
        { guard: step.guard, target: `#survey.${next}`, actions: { type: 'saveAnswer', params } },
      ],
      // Back is the ordinary way through the survey: the change ends there.
      ...backTo(previous, [{ type: 'keepDraft', params }, 'endChange']),
    },
  } as const;
}

/** The attestation's Change of each question step: opens it, and Continue returns. */
const changeTransitions = Object.fromEntries(
  QUESTION_STEPS.map((step) => [
    changeEventOf(step.id),
    { target: `#survey.${step.id}`, actions: 'startChange' },
  ]),
);

/** The attestation: Continue submits every answer; a failed submission waits here. */
function attestationState(index: number) {
  const { next, previous } = neighbours(index);
  return {
    initial: 'reviewing',
    states: {
      reviewing: {
        on: {
          'survey.continue': {
            guard: ATTESTATION_STEP.guard,
            target: 'submitting',
            actions: 'clearSubmitError',
          },
          ...backTo(previous, 'clearSubmitError'),
          ...changeTransitions,
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submitSurvey',
          src: 'submitSurvey',
          // The guard let only valid answers in; parsing again keeps the known fields only.
          input: ({ context }: { context: SurveyContext }) =>
            parseSurveyAnswers(context.answers) ?? context.answers,
          onDone: { target: `#survey.${next}`, actions: 'recordCase' },
          onError: { target: 'reviewing', actions: 'recordSubmitError' },
        },
      },
    },
  } as const;
}

/** Every step's state, made from the table in its order. */
const stepStates = Object.fromEntries(
  SURVEY_STEP_TABLE.map((step, index) => {
    if (step.kind === 'question') return [step.id, questionState(step, index)];
    if (step.kind === 'attestation') return [step.id, attestationState(index)];
    return [step.id, { type: 'final' }];
  }),
);

export const surveyMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for the compiler only; emptied, nothing runs differently.
  types: {
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
  },
  actors: {
    // Harmless default: the app provides the real storage write with `provide`.
    submitSurvey: fromPromise<unknown, SurveyAnswers>(async () => undefined),
  },
  guards: {
    ...continueGuards,
    isChangedAnswerValid: ({ context, event }, { step }: StepParams) =>
      context.changingAnswer && parseStepAnswer(step, continued(event)) !== null,
    areAllAnswersValid: ({ context }) => parseSurveyAnswers(context.answers) !== null,
  },
  actions: {
    saveAnswer: assign(({ context, event }, { step }: StepParams) => ({
      answers: { ...context.answers, ...parseStepAnswer(step, continued(event)) },
    })),
    keepDraft: assign(({ context, event }, { step }: StepParams) => {
      assertEvent(event, 'survey.back');
      return { answers: { ...context.answers, ...pickStepFields(step, event.value ?? {}) } };
    }),
    clearSubmitError: assign({ submitError: null }),
    startChange: assign({ changingAnswer: true, submitError: null }),
    endChange: assign({ changingAnswer: false }),
    recordCase: assign({
      caseId: ({ event }) => ('output' in event ? caseIdOf(event.output) : null),
    }),
    recordSubmitError: assign({
      submitError: ({ event }) =>
        'error' in event && event.error instanceof Error && event.error.message.trim()
          ? event.error.message
          : SUBMIT_FAILED_FALLBACK,
    }),
  },
}).createMachine({
  id: 'survey',
  description: `The patient questionnaire: ${SURVEY_STEP_COUNT} steps, one state each, from name to thank you.`,
  context: { answers: emptyAnswers, submitError: null, caseId: null, changingAnswer: false },
  initial: SURVEY_STEP_TABLE[0].id,
  states: stepStates,
});

export type SurveyMachine = typeof surveyMachine;
