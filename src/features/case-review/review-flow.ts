import { fromPromise } from 'xstate';
import { reviewMachine, type SaveDecisionInput } from '../../../machines/case';
import {
  CaseConflictError,
  CaseNotFoundError,
  caseRepository,
} from '../../storage/case-repository';
import { toUserFacingError } from '../../storage/storage-errors';

export const CASE_GONE_MESSAGE =
  'This case no longer exists; it may have been removed in another tab.';

/** The review machine with the real save: the decision goes to the case repository. */
export const reviewFlowMachine = reviewMachine.provide({
  actors: {
    saveDecision: fromPromise<unknown, SaveDecisionInput>(async ({ input }) => {
      try {
        return await caseRepository.decide(
          input.caseId,
          input.decision,
          input.expectedStatus,
          input.denial,
          input.letter,
        );
      } catch (error) {
        // The machine handles a conflict itself; every other failure reaches the reviewer
        // only as one of the fixed messages, never as an error's own text.
        if (error instanceof CaseConflictError) throw error;
        if (error instanceof CaseNotFoundError)
          throw new Error(CASE_GONE_MESSAGE, { cause: error });
        throw toUserFacingError(error);
      }
    }),
  },
});
