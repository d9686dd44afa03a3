import { firstAnswersProblem } from '../machines/survey';

/**
 * Why parseSurveyAnswers refused a submission, for a person: the first step whose answer is
 * missing or breaks that step's rule, in the words the survey's screen uses, e.g.
 * "Step 7 (weight): Choose your height and enter your weight to continue."
 */
export function describeInvalidAnswers(value: unknown): string {
  const problem = firstAnswersProblem(value);
  if (!problem) return 'The answers were not accepted: they are not a complete survey.';
  const { step, fields, message } = problem;
  return `The answers were not accepted. Step ${step} (${fields.join(', ')}): ${message}.`;
}
