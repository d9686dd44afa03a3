import { describe, expect, it } from 'vitest';
import type { AnswerFieldName } from '../../../machines/survey';
import { ANSWER_ROWS } from '../../../machines/survey/survey.answer-rows';
import { ANSWER_CARDS, REVIEW_PLACES } from '../../../machines/survey/survey.review-places';

/** The cards of SPEC §2's "Patient Review" that hold answers, each with its lines in order. */
const SPEC_CARDS = {
  'Basic Information': ['Name', 'Age', 'Sex', 'State'],
  'Medical Conditions': ['Medical conditions'],
  // The body-mass index the page works out stands between the weight and the chronic pain.
  'Physical Information': ['Height', 'Weight', 'Chronic pain 3+ months'],
  'Medical History': ['Previous surgeries', 'Risk factors'],
};

describe('where the review page shows each answer', () => {
  it('puts each answer on its card of SPEC §2, in the spec order', () => {
    expect(ANSWER_CARDS).toEqual(Object.keys(SPEC_CARDS));
    const cards = Object.fromEntries(
      ANSWER_CARDS.map((card) => {
        const fields = (Object.keys(REVIEW_PLACES) as AnswerFieldName[])
          .filter((field) => REVIEW_PLACES[field].card === card)
          .sort((a, b) => REVIEW_PLACES[a].line - REVIEW_PLACES[b].line);
        return [card, fields.map((field) => ANSWER_ROWS[field].label)];
      }),
    );
    expect(cards).toEqual(SPEC_CARDS);
  });

  it('leaves line 3 of the physical card to the body-mass index, and no two answers on one line', () => {
    expect(REVIEW_PLACES.weight.line).toBe(2);
    expect(REVIEW_PLACES.hasChronicPain.line).toBe(4);
    const places = Object.values(REVIEW_PLACES).map(({ card, line }) => `${card} ${line}`);
    expect(new Set(places).size).toBe(places.length);
  });
});
