import type { AnswerFieldName } from './survey.steps';
import type { SurveyAnswers } from './survey.types';

/*
 * How each answer reads to a person: check your answers, the review page, the patient's
 * record. Its rules are the step table's (survey.steps.ts); this table is a `Record` of the
 * same fields, so the compiler refuses a field that it forgets. Not in the survey's index:
 * only the screens and records that show answers import it, so the first page never carries
 * it.
 */

export const yesNo = (answer: boolean | null) => (answer === null ? '' : answer ? 'Yes' : 'No');

/** One answer as every screen reads it: its label, and its value as text ('' while unset). */
export interface AnswerRow {
  /**
   * Its name wherever it is shown: check your answers (and its "Change …"), the review page,
   * the patient's record. The spec's wording for the review page (SPEC §2) where it gives one.
   */
  label: string;
  show: (answers: SurveyAnswers) => string;
}

/** Every answer of the survey, in the survey's order. */
export const ANSWER_ROWS: Record<AnswerFieldName, AnswerRow> = {
  name: { label: 'Name', show: (a) => a.name },
  age: { label: 'Age', show: (a) => a.age },
  sex: { label: 'Sex', show: (a) => a.sex ?? '' },
  state: { label: 'State', show: (a) => a.state ?? '' },
  medicalConditions: {
    label: 'Medical conditions',
    show: (a) => a.medicalConditions.join(', ') || 'None selected',
  },
  hasChronicPain: { label: 'Chronic pain 3+ months', show: (a) => yesNo(a.hasChronicPain) },
  height: { label: 'Height', show: (a) => a.height },
  weight: { label: 'Weight', show: (a) => (a.weight.trim() === '' ? '' : `${a.weight} lbs`) },
  hasSurgery: { label: 'Previous surgeries', show: (a) => yesNo(a.hasSurgery) },
  riskFactors: {
    label: 'Risk factors',
    show: (a) => (a.riskFactors.trim() === '' ? 'None given' : a.riskFactors),
  },
};
