import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { STEP_FIELDS, type QuestionStepId } from './survey.steps';
import { emptyAnswers, type SurveyAnswers } from './survey.types';
import {
  areValidConditions,
  isValidAge,
  isValidHeight,
  isValidName,
  isValidRiskFactors,
  isValidSex,
  isValidState,
  isValidWeight,
  isYesOrNo,
  parseSurveyAnswers,
} from './survey.validation';

export interface SurveyContext {
  answers: SurveyAnswers;
  /** Why the last submission failed, for the person to read; null when it did not. */
  submitError: string | null;
  /** The id of the case the submission became (the person's reference); null until saved. */
  caseId: number | null;
}

export type SurveyEvent =
  /** Advance, carrying the current step's answer; the step's guard decides. */
  | { type: 'survey.continue'; value: Partial<SurveyAnswers> }
  /** Go back, carrying the current step's unfinished answer so it is not lost. */
  | { type: 'survey.back'; value?: Partial<SurveyAnswers> };

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

/** Trims the free-text answers as SPEC §3 stores them. */
function normalize(value: Partial<SurveyAnswers>): Partial<SurveyAnswers> {
  const normalized = { ...value };
  for (const field of ['name', 'age', 'weight', 'riskFactors'] as const) {
    const text = normalized[field];
    if (typeof text === 'string') normalized[field] = text.trim();
  }
  return normalized;
}

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
    isNameValid: ({ event }) => isValidName(continued(event).name),
    isAgeValid: ({ event }) => isValidAge(continued(event).age),
    isSexChosen: ({ event }) => isValidSex(continued(event).sex),
    isStateChosen: ({ event }) => isValidState(continued(event).state),
    areConditionsValid: ({ event }) => areValidConditions(continued(event).medicalConditions),
    isChronicPainAnswered: ({ event }) => isYesOrNo(continued(event).hasChronicPain),
    isHeightWeightValid: ({ event }) =>
      isValidHeight(continued(event).height) && isValidWeight(continued(event).weight),
    isSurgeryAnswered: ({ event }) => isYesOrNo(continued(event).hasSurgery),
    // The field is optional: a Continue without it is the empty answer.
    areRiskFactorsValid: ({ event }) => isValidRiskFactors(continued(event).riskFactors ?? ''),
    // Whatever the context holds (a tampered resume included), only a valid survey is sent.
    areAllAnswersValid: ({ context }) => parseSurveyAnswers(context.answers) !== null,
  },
  actions: {
    saveAnswer: assign(({ context, event }, { step }: StepParams) => ({
      answers: { ...context.answers, ...normalize(pickStepFields(step, event.value ?? {})) },
    })),
    keepDraft: assign(({ context, event }, { step }: StepParams) => ({
      answers: { ...context.answers, ...pickStepFields(step, event.value ?? {}) },
    })),
    clearSubmitError: assign({ submitError: null }),
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
  description: 'The patient questionnaire: 11 steps, one state each, from name to thank you.',
  context: { answers: emptyAnswers, submitError: null, caseId: null },
  initial: 'name',
  states: {
    name: {
      description: "What's your first and last name?",
      on: {
        'survey.continue': {
          guard: 'isNameValid',
          target: 'age',
          actions: { type: 'saveAnswer', params: { step: 'name' } },
        },
      },
    },
    age: {
      description: 'How old are you? A whole number from 18 to 120.',
      on: {
        'survey.continue': {
          guard: 'isAgeValid',
          target: 'sex',
          actions: { type: 'saveAnswer', params: { step: 'age' } },
        },
        'survey.back': { target: 'name', actions: { type: 'keepDraft', params: { step: 'age' } } },
      },
    },
    sex: {
      description: 'Sex assigned at birth: Female, Male or Other.',
      on: {
        'survey.continue': {
          guard: 'isSexChosen',
          target: 'state',
          actions: { type: 'saveAnswer', params: { step: 'sex' } },
        },
        'survey.back': { target: 'age', actions: { type: 'keepDraft', params: { step: 'sex' } } },
      },
    },
    state: {
      description: 'State of residence: one of the 50 US states.',
      on: {
        'survey.continue': {
          guard: 'isStateChosen',
          target: 'medicalConditions',
          actions: { type: 'saveAnswer', params: { step: 'state' } },
        },
        'survey.back': { target: 'sex', actions: { type: 'keepDraft', params: { step: 'state' } } },
      },
    },
    medicalConditions: {
      description: 'Diagnosed conditions: every selection is accepted, even none.',
      on: {
        'survey.continue': {
          guard: 'areConditionsValid',
          target: 'chronicPain',
          actions: { type: 'saveAnswer', params: { step: 'medicalConditions' } },
        },
        'survey.back': {
          target: 'state',
          actions: { type: 'keepDraft', params: { step: 'medicalConditions' } },
        },
      },
    },
    chronicPain: {
      description: 'Has chronic pain lasted 3+ months? Yes or No.',
      on: {
        'survey.continue': {
          guard: 'isChronicPainAnswered',
          target: 'heightWeight',
          actions: { type: 'saveAnswer', params: { step: 'chronicPain' } },
        },
        'survey.back': {
          target: 'medicalConditions',
          actions: { type: 'keepDraft', params: { step: 'chronicPain' } },
        },
      },
    },
    heightWeight: {
      description: 'Height (4\'0" to 7\'11") and weight in lbs, both required.',
      on: {
        'survey.continue': {
          guard: 'isHeightWeightValid',
          target: 'surgery',
          actions: { type: 'saveAnswer', params: { step: 'heightWeight' } },
        },
        'survey.back': {
          target: 'chronicPain',
          actions: { type: 'keepDraft', params: { step: 'heightWeight' } },
        },
      },
    },
    surgery: {
      description: 'Any previous surgeries? Yes or No.',
      on: {
        'survey.continue': {
          guard: 'isSurgeryAnswered',
          target: 'riskFactors',
          actions: { type: 'saveAnswer', params: { step: 'surgery' } },
        },
        'survey.back': {
          target: 'heightWeight',
          actions: { type: 'keepDraft', params: { step: 'surgery' } },
        },
      },
    },
    riskFactors: {
      description: 'Risk factors, optional free text.',
      on: {
        'survey.continue': {
          guard: 'areRiskFactorsValid',
          target: 'attestation',
          actions: { type: 'saveAnswer', params: { step: 'riskFactors' } },
        },
        'survey.back': {
          target: 'surgery',
          actions: { type: 'keepDraft', params: { step: 'riskFactors' } },
        },
      },
    },
    attestation: {
      description: 'The medical-necessity attestation: acknowledged by Continue alone.',
      initial: 'reviewing',
      states: {
        reviewing: {
          description: 'The person reads the attestation; a failed submission waits here.',
          on: {
            'survey.continue': {
              guard: 'areAllAnswersValid',
              target: 'submitting',
              actions: 'clearSubmitError',
            },
            'survey.back': { target: '#survey.riskFactors', actions: 'clearSubmitError' },
          },
        },
        submitting: {
          description: 'The answers are being saved as a new case; Continue shows "Loading...".',
          tags: ['busy'],
          invoke: {
            id: 'submitSurvey',
            src: 'submitSurvey',
            // The guard let only valid answers in; parsing again keeps the known fields only.
            input: ({ context }) => parseSurveyAnswers(context.answers) ?? context.answers,
            onDone: { target: '#survey.thankYou', actions: 'recordCase' },
            onError: { target: 'reviewing', actions: 'recordSubmitError' },
          },
        },
      },
    },
    thankYou: {
      description: 'Final: the information was received; the LMN follows within a day.',
      type: 'final',
    },
  },
});

export type SurveyMachine = typeof surveyMachine;
