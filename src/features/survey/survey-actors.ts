import { fromPromise } from 'xstate';
import { surveyMachine, type SurveyAnswers } from '../../../machines/survey';
import { toUserFacingError } from '../../storage/storage-errors';

/**
 * The case repository is needed only once, at the end: it loads in its own chunk, fetched
 * in idle time on the first step (see prefetchSurveyChunks) and awaited by the submission.
 */
export const loadCaseRepository = async () =>
  (await import('../../storage/case-repository')).caseRepository;

/** The survey machine with its real effect: a submission becomes a new case. */
export const appSurveyMachine = surveyMachine.provide({
  actors: {
    submitSurvey: fromPromise<unknown, SurveyAnswers>(async ({ input }) => {
      try {
        return await (await loadCaseRepository()).addSubmission(input);
      } catch (error) {
        // The person reads only one of the fixed messages, never an error's own text.
        throw toUserFacingError(error);
      }
    }),
  },
});
