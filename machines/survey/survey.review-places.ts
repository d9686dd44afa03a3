import type { AnswerFieldName } from './survey.steps';

/*
 * Where the review page (SPEC §2, "Patient Review") shows each answer. Keyed by the step
 * table's fields, so the compiler refuses a field that it forgets; imported by the review
 * page alone.
 */

/** The cards of the review page that show answers, in order. */
export const ANSWER_CARDS = [
  'Basic Information',
  'Medical Conditions',
  'Physical Information',
  'Medical History',
] as const;
export type AnswerCard = (typeof ANSWER_CARDS)[number];

/** Each answer's card, and its line on that card (from 1). */
export const REVIEW_PLACES: {
  readonly [Field in AnswerFieldName]: { card: AnswerCard; line: number };
} = {
  name: { card: 'Basic Information', line: 1 },
  age: { card: 'Basic Information', line: 2 },
  sex: { card: 'Basic Information', line: 3 },
  state: { card: 'Basic Information', line: 4 },
  medicalConditions: { card: 'Medical Conditions', line: 1 },
  height: { card: 'Physical Information', line: 1 },
  // Line 3 of the card is the body-mass index the review page works out.
  weight: { card: 'Physical Information', line: 2 },
  hasChronicPain: { card: 'Physical Information', line: 4 },
  hasSurgery: { card: 'Medical History', line: 1 },
  riskFactors: { card: 'Medical History', line: 2 },
};
