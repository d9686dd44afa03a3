import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { casesWithSubmission, storeCases, SUBMITTED_ANSWERS } from '../../storage/case-fixtures';
import { findCaseHeader, openReview } from '../../support/reviewer-pages';
import { DIALOGS, dialogButton } from '../../support/review-dialogs';

const card = (title: string) => screen.getByRole('region', { name: title });
const valueOf = (title: string, label: string) =>
  within(card(title)).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const FLAGS = 'Answers to check before deciding';

/** The submitted case of the fixtures with other answers. */
function storeSubmission(answers: Partial<typeof SUBMITTED_ANSWERS>) {
  const entries = casesWithSubmission();
  const submitted = entries[10]!;
  storeCases([
    ...entries.slice(0, 10),
    { ...submitted, answers: { ...submitted.answers, ...answers } },
  ]);
}

// Issue 36: the BMI with its class in Physical Information, and the answers that disagree
// flagged on the page and in the Approve dialog, never blocking it.
describe('Patient review: the BMI and the answers to check', () => {
  it('shows the sample record’s own BMI (5\'10", 210 lbs) and flags nothing', async () => {
    await openReview(2);
    await findCaseHeader(2, 'Sarah Johnson');
    expect(valueOf('Physical Information', 'Body-mass index')).toBe('BMI 30.1 · obesity, class 1');
    expect(screen.queryByRole('note', { name: FLAGS })).not.toBeInTheDocument();
  });

  it('shows "BMI 37.1" with its class for 5\'6" and 230 lbs, and flags Overweight', async () => {
    storeSubmission({ weight: '230', medicalConditions: ['Overweight', 'Knee Pain'] });
    const { user } = await openReview(11);
    await findCaseHeader(11, 'Jane Doe');
    expect(valueOf('Physical Information', 'Body-mass index')).toBe('BMI 37.1 · obesity, class 2');
    const flags = screen.getByRole('note', { name: FLAGS });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Overweight is ticked, but the BMI from the height and weight is 37.1 (obesity, class 2), outside 25–29.9.',
    ]);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOGS.approve.title });
    const inDialog = within(dialog).getByRole('note', { name: FLAGS });
    expect(inDialog).toHaveTextContent('Overweight is ticked, but the BMI');
    // A flag informs; the reviewer may still decide.
    expect(dialogButton('Approve')).toBeEnabled();
    expect(dialogButton('Cancel')).toHaveFocus();
  });

  it('flags None beside a condition, a weight outside the hint and an age over 100', async () => {
    storeSubmission({ age: '104', weight: '40', medicalConditions: ['None', 'Arthritis'] });
    await openReview(11);
    await findCaseHeader(11, 'Jane Doe');
    const items = within(screen.getByRole('note', { name: FLAGS })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '“None” is ticked beside 1 other condition.',
      'The weight, 40 lbs, is outside the 50–500 lbs the survey suggests: it may be a typing slip.',
      'The age, 104, is over 100: it may be a typing slip.',
    ]);
  });

  it('keeps the Approve dialog as the spec has it when nothing disagrees', async () => {
    storeCases(casesWithSubmission());
    const { user } = await openReview(11);
    await findCaseHeader(11, 'Jane Doe');
    // 5'6", 150 lbs: 24.2, a healthy weight.
    expect(valueOf('Physical Information', 'Body-mass index')).toBe('BMI 24.2 · healthy weight');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOGS.approve.title });
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });
});
