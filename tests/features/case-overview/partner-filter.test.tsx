import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_CASES } from '../../../machines/case';
import { casesTable, openOverview } from '../../support/reviewer-pages';

// Issue 35 part 5, browser-only mode (docs/browser-mode.md): one partner, the build's, so the
// overview has no partner filter and no partner column; an address asking for a partner is
// told so and shows every case.
describe('Browser-only mode: one partner, no partner filter', () => {
  it('has neither the filter nor the column', async () => {
    await openOverview();
    expect(screen.queryByRole('combobox', { name: 'Partner' })).toBeNull();
    expect(within(casesTable()).queryByRole('columnheader', { name: 'Partner' })).toBeNull();
  });

  it('an address asking for a partner is said so, and every case shown', async () => {
    const { currentLocation } = await openOverview('?partner=acme');
    expect(screen.getByText(/asked for a partner this overview does not list/)).toBeVisible();
    expect(screen.getByText(`Showing ${SEED_CASES.length} cases`)).toBeVisible();
    await waitFor(() => expect(currentLocation().search).toBe(''));
  });
});
