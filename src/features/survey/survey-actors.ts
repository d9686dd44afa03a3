import { fromPromise } from 'xstate';
import { surveyMachine, type SurveyAnswers } from '../../../machines/survey';
import { caseRepository } from '../../storage/case-repository';
import { toUserFacingError } from '../../storage/storage-errors';

/** The survey machine with its real effect: a submission becomes a new case. */
export const appSurveyMachine = surveyMachine.provide({
  actors: {
    submitSurvey: fromPromise<unknown, SurveyAnswers>(async ({ input }) => {
      try {
        return await caseRepository.addSubmission(input);
      } catch (error) {
        // The person reads only one of the fixed messages, never an error's own text.
        throw toUserFacingError(error);
      }
    }),
  },
});
