import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEED_CASES } from '../../machines/case';
import { allowConsoleErrors } from '../support/console';
import { casesWithSubmission, storeCases } from '../storage/case-fixtures';
import { openOverview, openReview } from '../support/reviewer-pages';

describe('storage problems, on the admin pages', () => {
  it('the overview says the sample cases are not real when storage cannot be read', async () => {
    allowConsoleErrors();
    storeCases(casesWithSubmission());
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await openOverview();

    expect(screen.getByRole('alert')).toHaveTextContent(
      /storage could not be read or is unavailable\. The cases shown are the sample cases/,
    );
    expect(screen.getByText(`Showing ${SEED_CASES.length} cases`)).toBeVisible();
    expect(setItem).not.toHaveBeenCalled();

    // Storage works again (another tab wrote): the message goes, the stored cases come back.
    getItem.mockRestore();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'cases' })));
    // The alert goes first; the list shows the stored cases once the re-read has finished.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByText('Showing 11 cases')).toBeVisible();
  });

  it('the overview and the review page count skipped entries on screen', async () => {
    allowConsoleErrors();
    storeCases([...SEED_CASES, { id: 1e20, name: 'Huge Id' }, { ...SEED_CASES[3], name: 'Copy' }]);
    const { unmount } = await openOverview();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '2 stored entries were skipped because they are not valid cases.',
    );
    unmount();

    await openReview(4);
    // The review of a sample case has an alert of its own (the sample record is shown), which
    // may come before or after this one: look for this one among them.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining('2 stored entries were skipped'),
      ),
    );
  });
});
