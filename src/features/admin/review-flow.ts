import { fromPromise } from 'xstate';
import { reviewMachine, type SaveStatusInput } from '../../../machines/case';
import { CaseNotFoundError, caseRepository } from '../../storage/case-repository';

export const CASE_GONE_MESSAGE =
  'This case no longer exists; it may have been removed in another tab.';

/** The review machine with the real save: the status goes to browser storage. */
export const reviewFlowMachine = reviewMachine.provide({
  actors: {
    saveStatus: fromPromise<unknown, SaveStatusInput>(async ({ input }) => {
      try {
        return await caseRepository.setStatus(input.caseId, input.status);
      } catch (error) {
        // StorageWriteError already speaks to the reviewer; a vanished case needs its own words.
        throw error instanceof CaseNotFoundError ? new Error(CASE_GONE_MESSAGE) : error;
      }
    }),
  },
});
