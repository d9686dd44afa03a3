import { assign, fromPromise, setup } from 'xstate';
import { DECISION_STATUS, type ReviewDecision } from './case.machine';

export interface ReviewInput {
  caseId: number;
}

export interface SaveStatusInput {
  caseId: number;
  status: ReviewDecision;
}

export interface ReviewContext {
  caseId: number;
  /** The status being confirmed or saved; null while no dialog is open. */
  decision: ReviewDecision | null;
  /** Why the last save failed, for the reviewer to read; null when it did not. */
  error: string | null;
}

export type ReviewEvent =
  | { type: 'case.approve' }
  | { type: 'case.deny' }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' };

/** The invoke id, so tests can name the synthetic done/error events of the save. */
export const SAVE_STATUS_ID = 'saveStatus';

export const SAVE_FAILED_FALLBACK = 'The case could not be saved. Please try again.';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : SAVE_FAILED_FALLBACK;
}

/**
 * Approve or deny one case: a confirmation dialog, then the save, then back to the list.
 * A failed save returns to the dialog it came from, with the reason in `error`.
 */
export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as ReviewInput,
  },
  actors: {
    // Harmless default: the app provides the real storage write with `provide`.
    saveStatus: fromPromise<unknown, SaveStatusInput>(async () => undefined),
  },
  guards: {
    isApproving: ({ context }) => context.decision === DECISION_STATUS.approve,
  },
  actions: {
    chooseApproval: assign({ decision: DECISION_STATUS.approve, error: null }),
    chooseDenial: assign({ decision: DECISION_STATUS.deny, error: null }),
    clearDecision: assign({ decision: null, error: null }),
    clearError: assign({ error: null }),
    recordError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({ caseId: input.caseId, decision: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The case is shown with its Approve and Deny buttons; no dialog is open.',
      on: {
        'case.approve': { target: 'confirmingApproval', actions: 'chooseApproval' },
        'case.deny': { target: 'confirmingDenial', actions: 'chooseDenial' },
      },
    },
    confirmingApproval: {
      description: 'The "Approve Case" dialog is open, focus on Cancel; it shows a failed save.',
      on: {
        'dialog.confirm': { target: 'saving', actions: 'clearError' },
        'dialog.cancel': { target: 'idle', actions: 'clearDecision' },
      },
    },
    confirmingDenial: {
      description: 'The "Deny Case" dialog is open, focus on Cancel; it shows a failed save.',
      on: {
        'dialog.confirm': { target: 'saving', actions: 'clearError' },
        'dialog.cancel': { target: 'idle', actions: 'clearDecision' },
      },
    },
    saving: {
      description: 'The new status is being written; the dialog stays open and cannot be left.',
      invoke: {
        id: SAVE_STATUS_ID,
        src: 'saveStatus',
        input: ({ context }): SaveStatusInput => {
          if (context.decision === null) throw new Error('Saving needs a decision.');
          return { caseId: context.caseId, status: context.decision };
        },
        onDone: { target: 'done' },
        onError: [
          {
            guard: 'isApproving',
            target: 'confirmingApproval',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'confirmingDenial',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: {
      type: 'final',
      description: 'Saved; the page returns to the case overview.',
    },
  },
});
