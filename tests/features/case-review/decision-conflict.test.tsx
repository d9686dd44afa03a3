import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_CASES, type CaseStatus } from '../../../machines/case';
import { casesWithSubmission, storeCases, storedStatus } from '../../storage/case-fixtures';
import { findCaseHeader, openReview } from '../../support/reviewer-pages';
import { currentStatus, DIALOGS, dialogButton } from '../../support/review-dialogs';

/** Another tab gives case 1 a status, and the browser tells this tab with a storage event. */
function anotherTabSets(status: CaseStatus) {
  act(() => {
    storeCases(SEED_CASES.map((entry) => (entry.id === 1 ? { ...entry, status } : entry)));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cases' }));
  });
}

describe('a decision on a case that changed elsewhere', () => {
  it('writes nothing, says so with the current status, and lets the reviewer decide again', async () => {
    const { user, currentLocation } = await openReview(1);
    await findCaseHeader(1, 'John Smith');

    await user.click(screen.getByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOGS.deny.title });
    anotherTabSets('Completed');
    await user.click(dialogButton(DIALOGS.deny.confirm));

    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent(
      'This case was changed elsewhere while this dialog was open: its status is now Completed. Nothing was saved.',
    );
    expect(storedStatus(1)).toBe('Completed');
    expect(currentLocation().pathname).toBe('/review/1');

    // Deciding again, knowing the case is Completed, is saved.
    await user.click(dialogButton(DIALOGS.deny.confirm));
    await waitFor(() => expect(currentLocation().pathname).toBe('/case-overview'));
    await screen.findByText(/^Showing \d+ cases$/);
    expect(storedStatus(1)).toBe('Denied');
  });

  it('Cancel after a conflict keeps what the other tab saved', async () => {
    const { user } = await openReview(1);
    await findCaseHeader(1, 'John Smith');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByRole('dialog', { name: DIALOGS.approve.title });
    anotherTabSets('Denied');
    await user.click(dialogButton(DIALOGS.approve.confirm));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      /its status is now Denied/,
    );

    await user.click(dialogButton('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedStatus(1)).toBe('Denied');
    expect(currentStatus()).toHaveTextContent('Denied');
  });
});

describe('names shown inline are isolated', () => {
  it('a right-to-left override in a name stays inside its own <bdi> in the review header', async () => {
    const spoof = 'Eve\u202E2024-11-26 submitted';
    const cases = casesWithSubmission();
    const submitted = cases[10]!;
    storeCases([
      ...cases.slice(0, 10),
      { ...submitted, name: spoof, answers: { ...submitted.answers!, name: spoof } },
    ]);
    await openReview(11);
    const header = await findCaseHeader(11, spoof);
    // The name is isolated, and the text after it is outside, so the override cannot reach it.
    expect(header).toContainHTML(`<bdi>${spoof}</bdi> · submitted`);
  });
});
