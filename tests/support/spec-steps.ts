import { expect } from 'vitest';
import type { SurveyAnswers } from '../../machines/survey';

/*
 * The survey as SPEC §2 / §5 and PRODUCT.md ("The survey") describe it, written out by hand.
 * It is the oracle of the model tests: what a person must see on each step and where each
 * action must lead. Nothing here is read from machines/ or src/ (only the answers' type), so a
 * machine or a screen that drifts from the spec cannot drift this table with it.
 */

/** The machine state that stands for each step, in PRODUCT.md's order and names. */
export type SpecStepState =
  | 'name'
  | 'age'
  | 'sex'
  | 'state'
  | 'medicalConditions'
  | 'chronicPain'
  | 'heightWeight'
  | 'surgery'
  | 'riskFactors'
  | 'attestation'
  | 'thankYou';

/** SPEC §2 and §9: the survey's length. */
export const SPEC_STEP_COUNT = 11;

type AnswerName = keyof SurveyAnswers;

/**
 * How a person gives one answer on screen (SPEC §2): typed into a box or picked from a
 * dropdown, each found by its role and accessible name; one of a few buttons (radios named as
 * the options: Yes and No for a yes/no answer); any of a list of checkboxes named as the options.
 * `change` names the answer's Change on the attestation (PRODUCT.md "Check your answers"), in
 * the review page's words of SPEC §2 where it has them ("chronic pain 3+ months").
 */
export type SpecControl = { change: string } & (
  | { role: 'textbox' | 'spinbutton' | 'combobox'; name: string }
  | { role: 'radio'; options: readonly string[] }
  | { role: 'checkbox' }
);

const YES_NO = ['Yes', 'No'] as const;

/** An answer a person can give on a step, with the spec's verdict on it. */
export interface SpecAnswer {
  value: Partial<SurveyAnswers>;
  accepted: boolean;
  /** What the survey keeps (SPEC §3: name and risk factors trimmed); accepted answers only. */
  kept?: Partial<SurveyAnswers>;
  /** The message the step shows for this answer (SPEC §8), if any. */
  message?: string;
  why: string;
}

export interface SpecStep {
  state: SpecStepState;
  /** The step's title (SPEC §2); the heading must contain it. */
  title: string | RegExp;
  /** How each answer of the step is given on screen, in the order a person gives them. */
  controls: Partial<Record<AnswerName, SpecControl>>;
  /** aria-valuenow of the progress bar: round((step + 1) / SPEC_STEP_COUNT × 100). */
  progress: number;
  /** Where Back leads (PRODUCT.md: steps 1 to 9 have Back); null: no Back on this step. */
  back: SpecStepState | null;
  /** Whether Continue is enabled while the step shows no answer yet (SPEC §5). */
  continuesEmpty: boolean;
  /** Answers the model tests give, accepted and refused. Empty on the final step. */
  answers: SpecAnswer[];
}

const accept = (value: Partial<SurveyAnswers>, why: string, kept = value): SpecAnswer => ({
  value,
  accepted: true,
  kept,
  why,
});
const refuse = (value: Partial<SurveyAnswers>, why: string, message?: string): SpecAnswer => ({
  value,
  accepted: false,
  why,
  ...(message ? { message } : {}),
});

/** SPEC §5 / §8: the one validation message of the survey. */
export const UNDER_AGE_MESSAGE = 'You must be 18 or older to use this service';

const NAME_TITLE = "What's your first and last name?";
const RISK_FACTORS_TITLE =
  'Tell us about any risk factors or why you want to prevent these conditions (optional)';

export const SPEC_STEPS: readonly SpecStep[] = [
  {
    state: 'name',
    title: NAME_TITLE,
    controls: { name: { role: 'textbox', name: NAME_TITLE, change: 'Change name' } },
    progress: 9,
    back: null,
    continuesEmpty: false,
    answers: [
      accept({ name: '  Ada Lovelace  ' }, 'a name, trimmed', { name: 'Ada Lovelace' }),
      refuse({ name: '   ' }, 'blank once trimmed'),
    ],
  },
  {
    state: 'age',
    title: 'How old are you?',
    controls: { age: { role: 'spinbutton', name: 'How old are you?', change: 'Change age' } },
    progress: 18,
    back: 'name',
    continuesEmpty: false,
    answers: [
      accept({ age: '36' }, 'a whole number from 18 to 120'),
      accept({ age: '18' }, 'the youngest allowed'),
      accept({ age: '120' }, 'the oldest allowed'),
      refuse({ age: '17' }, 'under 18', UNDER_AGE_MESSAGE),
      refuse({ age: '121' }, 'above 120: blocked without a message'),
    ],
  },
  {
    state: 'sex',
    title: /\bsex\b.*\bassigned at birth\b/i,
    controls: {
      sex: { role: 'radio', options: ['Female', 'Male', 'Other'], change: 'Change sex' },
    },
    progress: 27,
    back: 'age',
    continuesEmpty: false,
    answers: [accept({ sex: 'Female' }, 'one of three'), refuse({}, 'none chosen')],
  },
  {
    state: 'state',
    title: 'What state do you live in?',
    controls: { state: { role: 'combobox', name: 'State', change: 'Change state' } },
    progress: 36,
    back: 'sex',
    continuesEmpty: false,
    answers: [accept({ state: 'Ohio' }, 'a US state'), refuse({ state: null }, 'none chosen')],
  },
  {
    state: 'medicalConditions',
    title: 'Have you been diagnosed with any of the following conditions?',
    controls: { medicalConditions: { role: 'checkbox', change: 'Change medical conditions' } },
    progress: 45,
    back: 'state',
    continuesEmpty: true,
    answers: [
      accept({ medicalConditions: ['Arthritis', 'None'] }, '"None" is not exclusive'),
      accept({ medicalConditions: [] }, 'may be empty'),
    ],
  },
  {
    state: 'chronicPain',
    title: 'Has your chronic pain occurred for 3+ months?',
    controls: {
      hasChronicPain: { role: 'radio', options: YES_NO, change: 'Change chronic pain 3+ months' },
    },
    progress: 55,
    back: 'medicalConditions',
    continuesEmpty: false,
    answers: [
      accept({ hasChronicPain: true }, 'Yes'),
      accept({ hasChronicPain: false }, 'No'),
      refuse({ hasChronicPain: null }, 'unanswered'),
    ],
  },
  {
    state: 'heightWeight',
    title: "What's your height & weight?",
    controls: {
      height: { role: 'combobox', name: 'Height', change: 'Change height' },
      weight: { role: 'spinbutton', name: 'Weight', change: 'Change weight' },
    },
    progress: 64,
    back: 'chronicPain',
    continuesEmpty: false,
    answers: [
      accept({ height: `5'7"`, weight: '150' }, 'both given'),
      accept({ height: `4'0"`, weight: '600' }, 'the 50–500 lbs hint is not enforced'),
      refuse({ height: `5'7"`, weight: '' }, 'no weight'),
      refuse({ height: '', weight: '150' }, 'no height'),
    ],
  },
  {
    state: 'surgery',
    title: 'Have you ever had any surgeries?',
    controls: {
      hasSurgery: { role: 'radio', options: YES_NO, change: 'Change previous surgeries' },
    },
    progress: 73,
    back: 'heightWeight',
    continuesEmpty: false,
    answers: [accept({ hasSurgery: false }, 'No'), refuse({ hasSurgery: null }, 'unanswered')],
  },
  {
    state: 'riskFactors',
    title: RISK_FACTORS_TITLE,
    controls: {
      riskFactors: { role: 'textbox', name: RISK_FACTORS_TITLE, change: 'Change risk factors' },
    },
    progress: 82,
    back: 'surgery',
    continuesEmpty: true,
    answers: [
      accept({ riskFactors: '  Night-shift nurse, lifts patients  ' }, 'free text, trimmed', {
        riskFactors: 'Night-shift nurse, lifts patients',
      }),
      accept({ riskFactors: '' }, 'optional'),
    ],
  },
  {
    state: 'attestation',
    title: /attestation/i,
    controls: {},
    progress: 91,
    back: 'riskFactors',
    continuesEmpty: true,
    answers: [accept({}, 'acknowledged by Continue alone')],
  },
  {
    state: 'thankYou',
    title: /thank you/i,
    controls: {},
    progress: 100,
    back: null,
    continuesEmpty: false,
    answers: [],
  },
];

/** SPEC §1: what the thank-you screen tells the person. */
export const THANK_YOU_TEXT =
  'We have received your information. You will receive your Letter of Medical Necessity within the next day.';

export function specStepIndex(state: SpecStepState): number {
  return SPEC_STEPS.findIndex((step) => step.state === state);
}

/** The spec's verdict on an answer given on a step (the answers above, compared by value). */
export function specAnswer(step: number, value: Partial<SurveyAnswers>): SpecAnswer {
  const found = SPEC_STEPS[step]?.answers.find(
    (answer) => JSON.stringify(answer.value) === JSON.stringify(value),
  );
  if (!found) throw new Error(`The spec table has no answer ${JSON.stringify(value)} on ${step}`);
  return found;
}

/** The question steps: those before the attestation, each asking the answers of its controls. */
export const SPEC_QUESTION_STEPS = SPEC_STEPS.slice(0, specStepIndex('attestation'));

/**
 * Out of a whole set of answers, the value each question step's Continue carries (its own
 * answers), in the spec's order: what a walk to the attestation sends.
 */
export function specStepValues(answers: Partial<SurveyAnswers>): Partial<SurveyAnswers>[] {
  return SPEC_QUESTION_STEPS.map((step) =>
    Object.fromEntries(
      (Object.keys(step.controls) as AnswerName[]).map((field) => [field, answers[field]]),
    ),
  );
}

/** Every answer the survey keeps (SPEC §3), as the steps ask them. */
export const SPEC_ANSWER_NAMES: readonly AnswerName[] = SPEC_STEPS.flatMap(
  (step) => Object.keys(step.controls) as AnswerName[],
);

/** SPEC §3: what an answer nobody gave yet is, nothing typed, nothing chosen. */
export const expectNothingGiven = (answers: object) => {
  expect(Object.keys(answers).toSorted()).toEqual(SPEC_ANSWER_NAMES.toSorted());
  for (const [name, value] of Object.entries(answers))
    expect([null, '', []], name).toContainEqual(value);
};
