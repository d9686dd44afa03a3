import { assign, fromPromise, setup } from 'xstate';
import { checkQuestion } from './case.exchange';

export interface AskPatientInput {
  caseId: number;
}

export interface AskPatientContext {
  caseId: number;
  /** The question as typed. */
  question: string;
  /** Why the last send failed, for the reviewer to read; null when it did not. */
  error: string | null;
}

export type AskPatientEvent =
  | { type: 'question.open' }
  | { type: 'question.type'; question: string }
  | { type: 'question.send' }
  | { type: 'question.cancel' };

/** What the send is asked to do: this question, trimmed, to this case. */
export interface SendQuestionInput {
  caseId: number;
  question: string;
}

export const SEND_QUESTION_ID = 'sendQuestion';
export const SEND_QUESTION_FALLBACK = 'The question could not be sent. Please try again.';

/**
 * "Ask the patient" on the review page: a dialog like the decisions' (focus on Cancel, no
 * backdrop dismissal, Escape cancels), a question of up to 1 000 characters, the send, and
 * back to the page, which then shows the case waiting for the patient. A failed send keeps
 * the dialog open with its reason and the question as typed.
 */
export const askPatientMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for the compiler only; emptied, nothing runs differently.
  types: {
    context: {} as AskPatientContext,
    events: {} as AskPatientEvent,
    input: {} as AskPatientInput,
  },
  actors: {
    // Harmless default: the app provides the real call with `provide`.
    sendQuestion: fromPromise<unknown, SendQuestionInput>(async () => undefined),
  },
  guards: {
    isQuestionSendable: ({ context }) => checkQuestion(context.question).ok,
  },
  actions: {
    writeQuestion: assign((_, params: { question: string }) => ({ question: params.question })),
    clearQuestion: assign({ question: '', error: null }),
    clearError: assign({ error: null }),
    recordError: assign((_, params: { error: unknown }) => ({
      error:
        params.error instanceof Error && params.error.message.trim() !== ''
          ? params.error.message
          : SEND_QUESTION_FALLBACK,
    })),
  },
}).createMachine({
  id: 'askPatient',
  context: ({ input }) => ({ caseId: input.caseId, question: '', error: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The review page with its "Ask the patient" button; no dialog is open.',
      on: { 'question.open': { target: 'writing', actions: 'clearQuestion' } },
    },
    writing: {
      description:
        'The dialog is open, focus on Cancel: the reviewer writes a question of up to 1 000 characters; a failed send shows why.',
      on: {
        'question.type': {
          actions: { type: 'writeQuestion', params: ({ event }) => ({ question: event.question }) },
        },
        'question.send': { guard: 'isQuestionSendable', target: 'sending', actions: 'clearError' },
        'question.cancel': { target: 'closed', actions: 'clearQuestion' },
      },
    },
    sending: {
      description: 'The question is being sent; the dialog stays open and cannot be left.',
      invoke: {
        id: SEND_QUESTION_ID,
        src: 'sendQuestion',
        input: ({ context }): SendQuestionInput => ({
          caseId: context.caseId,
          question: context.question.trim(),
        }),
        onDone: { target: 'sent', actions: 'clearQuestion' },
        onError: {
          target: 'writing',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      description:
        'Sent: the dialog is closed, the page says the question went to the patient; another may be asked once it is answered.',
      on: { 'question.open': { target: 'writing', actions: 'clearQuestion' } },
    },
  },
});
