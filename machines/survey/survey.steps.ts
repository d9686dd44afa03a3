import * as v from 'valibot';
import {
  HEIGHTS,
  MAX_AGE,
  MAX_NAME_LENGTH,
  MAX_RISK_FACTORS_LENGTH,
  MEDICAL_CONDITIONS,
  MIN_AGE,
  SEX_OPTIONS,
  US_STATES,
} from './survey.constants';
import {
  choiceField,
  freeTextField,
  manyChoicesField,
  numberTextField,
  textChoiceField,
  yesNoField,
  type AnswerField,
} from './survey.fields';
import { textRule } from './survey.text-rule';

const WHOLE_NUMBER = /^\d+$/;
const DECIMAL_NUMBER = /^\d+(\.\d+)?$/;
const LETTER = /\p{L}/u;

/**
 * The survey, one row per step in the order the person meets them (PRODUCT.md, SPEC §2–§5).
 * The machine's states, their Continue and Back, the answers' schema and types, resume, the
 * stored answers' versions and the server's refusals are all made from
 * this table. Adding a step is a row here, its fields' entries in the tables of their readers
 * (label and reading, survey.answer-rows.ts; place on the review page, survey.review-places.ts;
 * example, survey.answer-examples.ts; the explorer's input, survey.answer-inputs.ts: the
 * compiler holds each table to these fields), its view
 * (src/features/survey/step-views.ts) and the spec's texts of its tests
 * (tests/support/spec-steps.ts).
 *
 * A question row has: `id`, the machine state; `guard`, the name its Continue rule goes by
 * in the drawing; `missing`, what the person
 * reads when Continue is refused; `fields`, the answers it owns with their rules (trimming
 * and Unicode normalisation included) and since which answers version each is asked
 * (survey.fields.ts); `optional`, when Continue may leave it empty.
 */
export const SURVEY_STEP_TABLE = [
  {
    kind: 'question',
    id: 'name',
    guard: 'isNameValid',
    missing: 'Enter your first and last name to continue',
    fields: {
      name: freeTextField(
        v.pipe(
          textRule('your name'),
          v.trim(),
          v.minLength(1),
          v.maxLength(
            MAX_NAME_LENGTH,
            `Shorten your name to ${MAX_NAME_LENGTH} characters to continue`,
          ),
          v.regex(LETTER, 'Enter a name with at least one letter to continue'),
        ),
        MAX_NAME_LENGTH,
      ),
    },
  },
  {
    kind: 'question',
    id: 'age',
    guard: 'isAgeValid',
    missing: `Enter your age, a whole number from ${MIN_AGE} to ${MAX_AGE}, to continue`,
    fields: {
      age: numberTextField(
        v.pipe(
          v.string(),
          v.trim(),
          v.regex(WHOLE_NUMBER),
          v.check((age) => Number(age) >= MIN_AGE && Number(age) <= MAX_AGE),
        ),
      ),
    },
  },
  {
    kind: 'question',
    id: 'sex',
    guard: 'isSexChosen',
    missing: 'Choose Female, Male or Other to continue',
    fields: {
      sex: choiceField(SEX_OPTIONS),
    },
  },
  {
    kind: 'question',
    id: 'state',
    guard: 'isStateChosen',
    missing: 'Choose the state you live in to continue',
    fields: {
      state: choiceField(US_STATES),
    },
  },
  {
    kind: 'question',
    id: 'medicalConditions',
    guard: 'areConditionsValid',
    missing: 'Choose conditions from the list to continue',
    // Any selection of known options, the empty one included; "None" is not exclusive.
    fields: {
      medicalConditions: manyChoicesField(MEDICAL_CONDITIONS),
    },
  },
  {
    kind: 'question',
    id: 'chronicPain',
    guard: 'isChronicPainAnswered',
    missing: 'Choose Yes or No to continue',
    fields: {
      hasChronicPain: yesNoField(),
    },
  },
  {
    kind: 'question',
    id: 'heightWeight',
    guard: 'isHeightWeightValid',
    missing: 'Choose your height and enter your weight to continue',
    fields: {
      height: textChoiceField(HEIGHTS),
      // Required and a positive number; the 50–500 lbs hint is deliberately not enforced.
      weight: numberTextField(
        v.pipe(
          v.string(),
          v.trim(),
          v.regex(DECIMAL_NUMBER),
          v.check((weight) => Number(weight) > 0),
        ),
      ),
    },
  },
  {
    kind: 'question',
    id: 'surgery',
    guard: 'isSurgeryAnswered',
    missing: 'Choose Yes or No to continue',
    fields: {
      hasSurgery: yesNoField(),
    },
  },
  {
    kind: 'question',
    id: 'riskFactors',
    guard: 'areRiskFactorsValid',
    missing: `Shorten the text to ${MAX_RISK_FACTORS_LENGTH} characters to continue`,
    optional: true,
    fields: {
      riskFactors: freeTextField(
        v.pipe(textRule('the risk factors'), v.trim(), v.maxLength(MAX_RISK_FACTORS_LENGTH)),
        MAX_RISK_FACTORS_LENGTH,
      ),
    },
  },
  {
    kind: 'attestation',
    id: 'attestation',
    // Whatever the context holds (a tampered resume included), only a valid survey is sent.
    guard: 'areAllAnswersValid',
    missing: 'Some earlier answers are missing. Go back to complete them.',
  },
  {
    kind: 'final',
    id: 'thankYou',
  },
] as const;

type StepRow = (typeof SURVEY_STEP_TABLE)[number];
export type SurveyStepId = StepRow['id'];
/** A step that asks a question, with the answers it owns. */
export type QuestionStep = Extract<StepRow, { kind: 'question' }>;
export type QuestionStepId = QuestionStep['id'];
export type AttestationStep = Extract<StepRow, { kind: 'attestation' }>;

/** The steps' ids in order; each is a top-level state of the survey machine. */
export const SURVEY_STEPS: readonly SurveyStepId[] = SURVEY_STEP_TABLE.map((step) => step.id);
export const SURVEY_STEP_COUNT = SURVEY_STEPS.length;

export const QUESTION_STEPS = SURVEY_STEP_TABLE.filter(
  (step): step is QuestionStep => step.kind === 'question',
);
export const ATTESTATION_STEP = SURVEY_STEP_TABLE.find(
  (step): step is AttestationStep => step.kind === 'attestation',
)!;

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;
/** Every answer of the survey, by field, merged from the question steps. */
export type AnswerFields = UnionToIntersection<QuestionStep['fields']>;

export const ANSWER_FIELDS = Object.assign(
  {},
  ...QUESTION_STEPS.map((step) => step.fields),
) as AnswerFields;
export type AnswerFieldName = keyof AnswerFields & string;

/** Which answers each question step owns: a step may only write its own fields. */
export const STEP_FIELDS = Object.fromEntries(
  QUESTION_STEPS.map((step) => [step.id, Object.keys(step.fields)]),
) as { [Id in QuestionStepId]: (keyof Extract<QuestionStep, { id: Id }>['fields'])[] };

export function questionStep(step: SurveyStepId): QuestionStep | undefined {
  return QUESTION_STEPS.find((candidate) => candidate.id === step);
}

/** The question step that owns an answer. */
export function stepOfField(field: AnswerFieldName): QuestionStepId {
  return QUESTION_STEPS.find((step) => field in step.fields)!.id;
}

/** The attestation's Change of one step ("Change age"): an event of its own per step. */
export type ChangeEventType = `survey.change.${QuestionStepId}`;
export const changeEventOf = (step: QuestionStepId): ChangeEventType => `survey.change.${step}`;

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

/** "Step 4 of 11", as the heading and the progress bar say it. */
export function stepLabel(step: SurveyStepId): string {
  return `Step ${stepNumber(step) + 1} of ${SURVEY_STEP_COUNT}`;
}

/** Progress of SPEC §2: (step + 1) / 11, as a percentage. */
export function progressPercent(step: SurveyStepId): number {
  return ((stepNumber(step) + 1) / SURVEY_STEP_COUNT) * 100;
}

/** The current answers of one step, as that step's initial value. */
export function stepDraft<Answers extends object>(
  step: SurveyStepId,
  answers: Answers,
): Partial<Answers> {
  const draft: Partial<Answers> = {};
  for (const field of Object.keys(questionStep(step)?.fields ?? {})) {
    Object.assign(draft, { [field]: answers[field as keyof Answers] });
  }
  return draft;
}

export type { AnswerField };
