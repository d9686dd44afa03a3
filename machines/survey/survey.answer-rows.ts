import { ANSWER_FIELDS, type AnswerFieldName } from './survey.steps';
import type { SurveyAnswers } from './survey.types';

/*
 * How each answer reads to a person: check your answers, the review page, the patient's
 * record. Its rules are the step table's (survey.steps.ts); this table is keyed by the same
 * fields, so the compiler refuses a field that it forgets. Not in the survey's index: only
 * the screens and records that show answers import it, so the first page never carries it.
 */

/** One answer's name and reading. */
export interface AnswerReading<Field extends AnswerFieldName> {
  /**
   * Its name wherever it is shown: check your answers (and its "Change …"), the review page,
   * the patient's record. The spec's wording for the review page (SPEC §2) where it gives one.
   */
  label: string;
  /** The answer as text ('' while unset). */
  show: (value: SurveyAnswers[Field]) => string;
}

export const yesNo = (answer: boolean | null) => (answer === null ? '' : answer ? 'Yes' : 'No');
const asGiven = (text: string) => text;
const chosenOption = (option: string | null) => option ?? '';

/** Every answer's name and reading. */
export const ANSWER_READINGS: { readonly [Field in AnswerFieldName]: AnswerReading<Field> } = {
  name: { label: 'Name', show: asGiven },
  age: { label: 'Age', show: asGiven },
  sex: { label: 'Sex', show: chosenOption },
  state: { label: 'State', show: chosenOption },
  medicalConditions: {
    label: 'Medical conditions',
    show: (chosen) => chosen.join(', ') || 'None selected',
  },
  hasChronicPain: { label: 'Chronic pain 3+ months', show: yesNo },
  height: { label: 'Height', show: asGiven },
  weight: { label: 'Weight', show: (weight) => (weight.trim() === '' ? '' : `${weight} lbs`) },
  hasSurgery: { label: 'Previous surgeries', show: yesNo },
  riskFactors: {
    label: 'Risk factors',
    show: (text) => (text.trim() === '' ? 'None given' : text),
  },
};

/** One answer as every screen reads it: its label, and its value as text ('' while unset). */
export interface AnswerRow {
  label: string;
  show: (answers: SurveyAnswers) => string;
}

/** One answer of a set as text, by its field's own reading ('' while unset). */
export function showAnswer<Field extends AnswerFieldName>(
  field: Field,
  answers: SurveyAnswers,
): string {
  const reading: AnswerReading<Field> = ANSWER_READINGS[field];
  return reading.show(answers[field]);
}

/**
 * Every answer of the survey, in the step table's order: check your answers ("Change age"), the
 * review page and the patient's own record read this.
 */
export const ANSWER_ROWS = Object.fromEntries(
  (Object.keys(ANSWER_FIELDS) as AnswerFieldName[]).map((field) => [
    field,
    { label: ANSWER_READINGS[field].label, show: (answers) => showAnswer(field, answers) },
  ]),
) as Record<AnswerFieldName, AnswerRow>;
