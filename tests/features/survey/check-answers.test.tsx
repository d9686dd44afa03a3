import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { SPEC_STEPS } from '../../support/spec-steps';
import { changeStep, continueTo, openSurveyAt } from '../../support/survey-driver';

// PRODUCT.md "Check your answers": the attestation lists every answer above its text, each
// with a Change named for it; Change opens the step with its answer, and that step's Continue
// returns straight to the attestation, every other answer kept.

/**
 * Each answer as the list shows it, by the name of its Change: the labels are the review
 * page's of SPEC §2 ("chronic pain 3+ months", "previous surgeries"), one per answer.
 */
const LISTED: [change: string, shown: string][] = [
  ['Change name', 'Ada Lovelace'],
  ['Change age', '45'],
  ['Change sex', 'Male'],
  ['Change state', 'Ohio'],
  ['Change medical conditions', 'Hypertension (High Blood Pressure), Lower Back Pain, Obesity'],
  ['Change chronic pain 3+ months', 'Yes'],
  ['Change height', `5'10"`],
  ['Change weight', '210 lbs'],
  ['Change previous surgeries', 'No'],
  ['Change risk factors', 'Family history of heart disease; sedentary desk job.'],
];

/** Every answer's Change, as the spec table names them. */
const CHANGES = SPEC_STEPS.flatMap((step) =>
  Object.values(step.controls).map((control) => control.change),
);

/** The list item that holds a Change: the answer it belongs to. */
const rowOf = (list: HTMLElement, change: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('button', { name: change }));

describe('check your answers on the attestation', () => {
  it('lists every answer with its Change, and Change returns here', async () => {
    const { user } = await openSurveyAt('attestation', completeAnswers);
    const list = screen.getByRole('list', { name: 'Your answers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(CHANGES.length);
    for (const change of CHANGES) expect(rowOf(list, change), change).toBeDefined();
    for (const [change, shown] of LISTED) expect(rowOf(list, change)).toHaveTextContent(shown);
    // The answers come above the attestation's own text, which stays as the spec words it.
    const statement = screen.getByText(/^I attest that I am making this purchase/);
    expect(list.compareDocumentPosition(statement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await changeStep(user, 'age');
    const age = screen.getByRole('spinbutton', { name: 'How old are you?' });
    expect(age).toHaveValue(45);
    await user.clear(age);
    await user.type(age, '40');
    await continueTo(user, 'attestation');
    const again = screen.getByRole('list', { name: 'Your answers' });
    expect(rowOf(again, 'Change age')).toHaveTextContent('40');
    for (const [change, shown] of LISTED.filter(([name]) => name !== 'Change age')) {
      expect(rowOf(again, change)).toHaveTextContent(shown);
    }
  });
});
