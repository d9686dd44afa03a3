import { fromPromise } from 'xstate';
import { surveyMachine, type SurveyAnswers } from '../../../machines/survey';
import { caseRepository } from '../../storage/case-repository';

/** The survey machine with its real effect: a submission becomes a new case. */
export const appSurveyMachine = surveyMachine.provide({
  actors: {
    submitSurvey: fromPromise<unknown, SurveyAnswers>(({ input }) =>
      caseRepository.addSubmission(input),
    ),
  },
});
