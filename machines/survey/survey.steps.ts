import type { SurveyAnswers } from './survey.types';

/** The 11 steps in order (PRODUCT.md); each is a top-level state of the survey machine. */
export const SURVEY_STEPS = [
  'name',
  'age',
  'sex',
  'state',
  'medicalConditions',
  'chronicPain',
  'heightWeight',
  'surgery',
  'riskFactors',
  'attestation',
  'thankYou',
] as const;

export type SurveyStepId = (typeof SURVEY_STEPS)[number];
export type QuestionStepId = Exclude<SurveyStepId, 'attestation' | 'thankYou'>;

/** Which answers each question step owns: a step may only write its own fields. */
export const STEP_FIELDS = {
  name: ['name'],
  age: ['age'],
  sex: ['sex'],
  state: ['state'],
  medicalConditions: ['medicalConditions'],
  chronicPain: ['hasChronicPain'],
  heightWeight: ['height', 'weight'],
  surgery: ['hasSurgery'],
  riskFactors: ['riskFactors'],
} as const satisfies Record<QuestionStepId, readonly (keyof SurveyAnswers)[]>;

export const SURVEY_STEP_COUNT = SURVEY_STEPS.length;

/** The step a state value belongs to; `{ attestation: 'submitting' }` is still the attestation. */
export function stepOf(value: string | Record<string, unknown>): SurveyStepId {
  const key = typeof value === 'string' ? value : Object.keys(value)[0];
  const step = SURVEY_STEPS.find((candidate) => candidate === key);
  if (!step) throw new Error(`Unknown survey state: ${String(key)}`);
  return step;
}

export function stepNumber(step: SurveyStepId): number {
  return SURVEY_STEPS.indexOf(step);
}

/** Progress of SPEC §2: (step + 1) / 11, as a percentage. */
export function progressPercent(step: SurveyStepId): number {
  return ((stepNumber(step) + 1) / SURVEY_STEP_COUNT) * 100;
}

/** The current answers of one step, as that step's initial value. */
export function stepDraft(step: SurveyStepId, answers: SurveyAnswers): Partial<SurveyAnswers> {
  if (!(step in STEP_FIELDS)) return {};
  const draft: Partial<SurveyAnswers> = {};
  for (const field of STEP_FIELDS[step as QuestionStepId]) {
    Object.assign(draft, { [field]: answers[field] });
  }
  return draft;
}
