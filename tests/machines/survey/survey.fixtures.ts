import type { SubmittedAnswers } from '../../../machines/survey';
import { EXAMPLE_ANSWERS } from '../../../machines/survey/survey.answer-examples';

/**
 * The patient of the machine's and the server's tests: the one complete set of answers (the
 * step table's examples), given by Ada Lovelace of Ohio, where the test reviewers are licensed.
 */
export const completeAnswers: SubmittedAnswers = {
  ...EXAMPLE_ANSWERS,
  name: 'Ada Lovelace',
  state: 'Ohio',
};
