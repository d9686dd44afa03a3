import { ANSWER_FIELDS, type AnswerFieldName } from './survey.steps';
import type { SurveyAnswers } from './survey.types';

export { yesNo } from './survey.fields';

/** One answer as every screen reads it: its label, and its value as text ('' while unset). */
export interface AnswerRow {
  label: string;
  show: (answers: SurveyAnswers) => string;
}

/** One answer of a set as text, by its field's own reading ('' while unset). */
export function showAnswer(field: AnswerFieldName, answers: SurveyAnswers): string {
  const { show } = ANSWER_FIELDS[field] as { show: (value: unknown) => string };
  return show(answers[field]);
}

/**
 * Every answer of the survey, in the survey's order, as its fields in the step table say it:
 * check your answers ("Change age"), the review page and the patient's own record read this.
 */
export const ANSWER_ROWS = Object.fromEntries(
  (Object.keys(ANSWER_FIELDS) as AnswerFieldName[]).map((field) => [
    field,
    { label: ANSWER_FIELDS[field].label, show: (answers) => showAnswer(field, answers) },
  ]),
) as Record<AnswerFieldName, AnswerRow>;
