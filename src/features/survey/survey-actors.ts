import { fromPromise } from 'xstate';
import {
  SUBMIT_FAILED_FALLBACK,
  surveyMachine,
  type SurveyAnswers,
} from '../../../machines/survey';

/**
 * The case repository is needed only once, at the end: it loads in its own chunk, fetched
 * in idle time on the first step (see prefetchSurveyChunks) and awaited by the submission.
 */
export const loadCaseRepository = async () =>
  (await import('../../storage/case-repository')).caseRepository;

/** The fixed messages about a save come with the repository (which uses them), not on `/`. */
const loadUserFacingError = async () =>
  (await import('../../storage/storage-errors')).toUserFacingError;

/** The survey machine with its real effect: a submission becomes a new case. */
export const appSurveyMachine = surveyMachine.provide({
  actors: {
    submitSurvey: fromPromise<unknown, SurveyAnswers>(async ({ input }) => {
      try {
        return await (await loadCaseRepository()).addSubmission(input);
      } catch (error) {
        // The person reads only one of the fixed messages, never an error's own text; when
        // even those cannot load (offline), the machine's own.
        const toUserFacingError = await loadUserFacingError().catch(() => null);
        throw toUserFacingError ? toUserFacingError(error) : new Error(SUBMIT_FAILED_FALLBACK);
      }
    }),
  },
});
