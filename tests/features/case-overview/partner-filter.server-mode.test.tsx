import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_CASES, type CaseRecord } from '../../../machines/case';
import { renderApp } from '../../support/render';
import { casesTable, rowOf } from '../../support/reviewer-pages';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

// Issue 35 part 5 (docs/server-mode.md, "The case overview"): reviewers see the partner. The
// overview filters by partner (a labelled select kept in the address as `?partner=`) and names
// each case's partner in a column; a case without one is the default partner's, "Partner
// (default)". The partners come from the server; with none added, neither is shown. (Next
// open case asks no query: tests/machines/case/case.query.test.ts shows it ignores partners.)
const server = withFakeServer();
const product = {
  sku: 'AR-2',
  name: 'Acme Ride 2 stationary bike',
  usage: 'daily',
  duration: '1 year',
};

function addCase(id: number, name: string, partner?: string) {
  const entry: CaseRecord = {
    id,
    name,
    status: 'Open',
    dateSubmitted: '2026-11-20',
    ...(partner && { partner: { slug: partner, product, order: '1001' } }),
  };
  server.api.state.cases.push(entry);
}

beforeEach(() => {
  server.api.state.partners = [
    { slug: 'acme', name: 'Acme Bikes' },
    { slug: 'zephyr', name: 'Zephyr Cycles' },
  ];
  addCase(21, 'Ada Acme', 'acme');
  addCase(22, 'Zoe Zephyr', 'zephyr');
  addCase(23, 'Otto Acme', 'acme');
});

async function openSignedIn(path: string) {
  const view = renderApp(path);
  await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
  return view;
}

/** Turns the licence filter off: the added cases carry no patient's state. */
const ALL_STATES = 'licensed=all';
const partnerFilter = () => screen.findByRole('combobox', { name: 'Partner' });
const names = () =>
  within(casesTable())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Server mode: the overview’s partner filter and column', () => {
  it('names each case’s partner, the default partner for a case from /', async () => {
    await openSignedIn(`/case-overview?${ALL_STATES}`);
    await screen.findByText(`Showing ${SEED_CASES.length + 3} cases`);
    const headers = within(casesTable())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/, sorted .*$/, ''));
    expect(headers).toEqual([
      'Name',
      'Current Status',
      'Date Submitted',
      'Partner',
      'LMN',
      'Action',
    ]);
    expect(within(rowOf('Ada Acme')).getByRole('cell', { name: 'Acme Bikes' })).toBeVisible();
    expect(within(rowOf('Zoe Zephyr')).getByRole('cell', { name: 'Zephyr Cycles' })).toBeVisible();
    expect(
      within(rowOf(SEED_CASES[0]!.name)).getByRole('cell', { name: 'Partner (default)' }),
    ).toBeVisible();
  });

  it('filters by the partner chosen, and keeps it in the address', async () => {
    const { user, currentLocation } = await openSignedIn(`/case-overview?${ALL_STATES}`);
    const filter = await partnerFilter();
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All partners', 'Partner (default)', 'Acme Bikes', 'Zephyr Cycles']);
    await user.selectOptions(filter, 'Acme Bikes');
    await screen.findByText('Showing 2 cases');
    expect(filter).toHaveValue('acme');
    expect(names()).toEqual(['Ada Acme', 'Otto Acme']);
    await waitFor(() => expect(currentLocation().search).toBe(`?${ALL_STATES}&partner=acme`));
    const asked = server.api.state.requests.filter((request) => request.path === '/api/cases');
    expect(asked.at(-1)?.query.get('partner')).toBe('acme');
  });

  it('reads the partner from the address, the default partner’s cases too', async () => {
    await openSignedIn(`/case-overview?${ALL_STATES}&partner=_default`);
    await screen.findByText(`Showing ${SEED_CASES.length} cases`);
    expect(await partnerFilter()).toHaveValue('_default');
    expect(names()).not.toContain('Ada Acme');
  });

  it('an unknown partner in the address is said so, and every partner’s cases shown', async () => {
    const { currentLocation } = await openSignedIn(`/case-overview?${ALL_STATES}&partner=nobody`);
    expect(
      await screen.findByText(/asked for a partner this overview does not list/),
    ).toBeVisible();
    await screen.findByText(`Showing ${SEED_CASES.length + 3} cases`);
    expect(await partnerFilter()).toHaveValue('All');
    await waitFor(() => expect(currentLocation().search).toBe(`?${ALL_STATES}`));
  });

  it('shows neither filter nor column when the server has no partner', async () => {
    server.api.state.partners = [];
    await openSignedIn(`/case-overview?${ALL_STATES}`);
    await screen.findByText(`Showing ${SEED_CASES.length + 3} cases`);
    expect(screen.queryByRole('combobox', { name: 'Partner' })).toBeNull();
    expect(within(casesTable()).queryByRole('columnheader', { name: 'Partner' })).toBeNull();
  });
});
