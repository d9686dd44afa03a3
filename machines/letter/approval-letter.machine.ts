import { assign, setup } from 'xstate';
import {
  changeDiagnosisCode,
  changeRecommendation,
  checkLetterForm,
  type LetterForm,
  type RecommendationField,
  removeDiagnosis,
} from './letter.form';

export type ApprovalLetterEvent =
  | { type: 'letter.removeDiagnosis'; index: number }
  | { type: 'letter.changeCode'; index: number; code: string }
  | { type: 'letter.changeRecommendation'; field: RecommendationField; value: string };

/** The tag of a letter an approval may sign: the Approve button asks for it. */
export const LETTER_READY = 'ready';

/**
 * The letter the Approve dialog shows in server mode: it starts from the patient's conditions
 * (suggested codes) and the product; the reviewer removes diagnoses, corrects codes and edits
 * the recommendation. After each change it is judged again by the rule the server applies.
 */
export const approvalLetterMachine = setup({
  // Stryker disable next-line ObjectLiteral: types exist for the compiler only.
  types: {
    context: {} as LetterForm,
    events: {} as ApprovalLetterEvent,
    input: {} as LetterForm,
  },
  guards: {
    isLetterComplete: ({ context }) => checkLetterForm(context).ok,
  },
  actions: {
    removeDiagnosis: assign(({ context }, params: { index: number }) =>
      removeDiagnosis(context, params.index),
    ),
    changeCode: assign(({ context }, params: { index: number; code: string }) =>
      changeDiagnosisCode(context, params.index, params.code),
    ),
    changeRecommendation: assign(
      ({ context }, params: { field: RecommendationField; value: string }) =>
        changeRecommendation(context, params.field, params.value),
    ),
  },
}).createMachine({
  id: 'approvalLetter',
  context: ({ input }) => input,
  initial: 'checking',
  on: {
    'letter.removeDiagnosis': {
      target: '.checking',
      actions: { type: 'removeDiagnosis', params: ({ event }) => ({ index: event.index }) },
    },
    'letter.changeCode': {
      target: '.checking',
      actions: {
        type: 'changeCode',
        params: ({ event }) => ({ index: event.index, code: event.code }),
      },
    },
    'letter.changeRecommendation': {
      target: '.checking',
      actions: {
        type: 'changeRecommendation',
        params: ({ event }) => ({ field: event.field, value: event.value }),
      },
    },
  },
  states: {
    checking: {
      description: 'The letter as it now reads is judged by the approval rule.',
      always: [{ guard: 'isLetterComplete', target: 'complete' }, { target: 'incomplete' }],
    },
    complete: {
      description: 'At least one diagnosis, every code in ICD-10-CM form, a full recommendation.',
      tags: [LETTER_READY],
    },
    incomplete: {
      description: 'No diagnosis, a code not in ICD-10-CM form, or an empty recommendation field.',
    },
  },
});
