import { parseSurveyAnswers, type SubmittedAnswers } from '../../../machines/survey';
import { completeAnswers } from '../../machines/survey/survey.fixtures';

/** The survey's complete answers as a submission stores them: parsed, as the route does. */
export const submittedAnswers: SubmittedAnswers = (() => {
  const parsed = parseSurveyAnswers(completeAnswers);
  if (!parsed) throw new Error('The complete answers fixture no longer passes the survey.');
  return parsed;
})();
