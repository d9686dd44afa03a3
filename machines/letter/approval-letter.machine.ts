import { assertEvent, assign, setup } from 'xstate';
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
 * Every edit of the letter, taken in both resting states and judged again in `checking`. They
 * sit on the states rather than the machine's root so that a drawing shows them as arrows.
 */
const EDITS = {
  'letter.removeDiagnosis': { target: 'checking', actions: 'removeDiagnosis' },
  'letter.changeCode': { target: 'checking', actions: 'changeCode' },
  'letter.changeRecommendation': { target: 'checking', actions: 'changeRecommendation' },
} as const;

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
    removeDiagnosis: assign(({ context, event }) => {
      assertEvent(event, 'letter.removeDiagnosis');
      return removeDiagnosis(context, event.index);
    }),
    changeCode: assign(({ context, event }) => {
      assertEvent(event, 'letter.changeCode');
      return changeDiagnosisCode(context, event.index, event.code);
    }),
    changeRecommendation: assign(({ context, event }) => {
      assertEvent(event, 'letter.changeRecommendation');
      return changeRecommendation(context, event.field, event.value);
    }),
  },
}).createMachine({
  id: 'approvalLetter',
  context: ({ input }) => input,
  initial: 'checking',
  states: {
    checking: {
      description: 'The letter as it now reads is judged by the approval rule.',
      always: [{ guard: 'isLetterComplete', target: 'complete' }, { target: 'incomplete' }],
    },
    complete: {
      description: 'At least one diagnosis, every code in ICD-10-CM form, a full recommendation.',
      tags: [LETTER_READY],
      on: EDITS,
    },
    incomplete: {
      description: 'No diagnosis, a code not in ICD-10-CM form, or an empty recommendation field.',
      on: EDITS,
    },
  },
});
