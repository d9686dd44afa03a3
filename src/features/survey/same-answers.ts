import type { SurveyAnswers } from '../../../machines/survey';

/**
 * The same answers: each field the same value (the machine keeps unchanged ones as they were).
 * Not @xstate/react's shallowEqual: the first page does not otherwise load it, and its budget
 * (size-budgets.json) has no room to spare for it.
 */
export function sameAnswers(
  before: Partial<SurveyAnswers>,
  after: Partial<SurveyAnswers>,
): boolean {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].every(
    (field) => before[field as keyof SurveyAnswers] === after[field as keyof SurveyAnswers],
  );
}
