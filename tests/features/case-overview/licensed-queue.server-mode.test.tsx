import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEED_CASES, type CaseRecord } from '../../../machines/case';
import { renderApp } from '../../support/render';
import { SUBMITTED_ANSWERS } from '../../storage/case-fixtures';
import { casesTable, findCaseHeader, rowOf } from '../../support/reviewer-pages';
import { dialogButton } from '../../support/review-dialogs';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

const server = withFakeServer();
const HOUR_MS = 60 * 60 * 1000;

/** Submitted cases, from the patient's state; the fake's reviewer is licensed in OR and WA. */
function addSubmitted(
  id: number,
  name: string,
  state: 'Oregon' | 'Texas' | 'Alabama',
  submittedAt: Date,
) {
  const entry: CaseRecord = {
    id,
    name,
    status: 'Open',
    dateSubmitted: submittedAt.toISOString().slice(0, 10),
    submittedAt: submittedAt.toISOString(),
    answers: { ...SUBMITTED_ANSWERS, name, state },
  };
  server.api.state.cases.push(entry);
}

async function openSignedIn(path: string) {
  const view = renderApp(path);
  await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
  return view;
}

const licensedOnly = () => screen.findByRole('checkbox', { name: 'Licensed states only' });
const names = () =>
  within(casesTable())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Server mode: the overview keeps to the reviewer’s states', () => {
  it('hides another state’s case by default and shows it with the switch off', async () => {
    addSubmitted(11, 'Olivia Oregon', 'Oregon', new Date(Date.now() - 2 * HOUR_MS));
    addSubmitted(12, 'Tom Texas', 'Texas', new Date(Date.now() - 2 * HOUR_MS));
    const { user, currentLocation } = await openSignedIn('/case-overview');
    const control = await licensedOnly();
    expect(control).toBeChecked();
    await screen.findByText('Showing 11 cases');
    expect(names()).toContain('Olivia Oregon');
    expect(names()).not.toContain('Tom Texas');
    // The seeded samples have no state: anyone may decide them, so they stay.
    expect(names()).toEqual(expect.arrayContaining(SEED_CASES.map((entry) => entry.name)));

    await user.click(control);
    await screen.findByText('Showing 12 cases');
    expect(names()).toContain('Tom Texas');
    expect(control).not.toBeChecked();
    await waitFor(() => expect(currentLocation().search).toBe('?licensed=all'));
    const listed = server.api.state.requests.filter((request) => request.path === '/api/cases');
    expect(listed.at(-1)?.query.get('licensed')).toBe('all');
  });

  it('reads the switch from the address', async () => {
    addSubmitted(12, 'Tom Texas', 'Texas', new Date());
    await openSignedIn('/case-overview?licensed=all');
    expect(await licensedOnly()).not.toBeChecked();
    await screen.findByText('Showing 11 cases');
  });

  it('shows how long each Open case has waited, and nothing for a decided one', async () => {
    addSubmitted(11, 'Olivia Oregon', 'Oregon', new Date(Date.now() - 3 * HOUR_MS - 60_000));
    await openSignedIn('/case-overview');
    await screen.findByText('Showing 11 cases');
    expect(within(rowOf('Olivia Oregon')).getByText('Waiting 3 hours')).toBeVisible();
    // A seeded Open sample is known by its date alone (2024-01-06): its wait in the largest
    // sensible unit, years on any clock after January 2025.
    expect(within(rowOf('John Smith')).getByText(/^Waiting \d+ years?$/)).toBeVisible();
    expect(within(rowOf('Michael Brown')).queryByText(/Waiting/)).not.toBeInTheDocument();
  });
});

describe('Server mode: Next open case', () => {
  it('after a decision, opens the oldest Open case of the reviewer’s states', async () => {
    addSubmitted(12, 'Tom Texas', 'Texas', new Date('2020-01-01T10:00:00Z'));
    for (const entry of server.api.state.cases) if (!entry.answers) entry.status = 'Completed';
    server.api.state.cases.find((entry) => entry.id === 2)!.status = 'Open';
    addSubmitted(11, 'Olivia Oregon', 'Oregon', new Date('2026-01-05T10:00:00Z'));
    const { user, currentLocation } = await openSignedIn('/review/2');
    await findCaseHeader(2, 'Sarah Johnson');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(dialogButton('Approve'));
    await waitFor(() => expect(currentLocation().pathname).toBe('/case-overview'));
    const next = await screen.findByRole('button', { name: 'Next open case' });
    next.focus();
    await user.keyboard('{Enter}');
    // Texas' case is older, but the reviewer is licensed in Oregon and Washington only.
    await waitFor(() => expect(currentLocation().pathname).toBe('/review/11'));
    await findCaseHeader(11, 'Olivia Oregon');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Patient Review' })).toHaveFocus(),
    );
    const asked = server.api.state.requests.find((r) => r.path === '/api/cases/next-open');
    expect(asked?.query.get('after')).toBe('2');
  });

  it('says so when no open case is left in the reviewer’s states', async () => {
    addSubmitted(12, 'Tom Texas', 'Texas', new Date('2020-01-01T10:00:00Z'));
    for (const entry of server.api.state.cases) if (!entry.answers) entry.status = 'Denied';
    server.api.state.cases.find((entry) => entry.id === 2)!.status = 'Open';
    const { user, currentLocation } = await openSignedIn('/review/2');
    await findCaseHeader(2, 'Sarah Johnson');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(dialogButton('Approve'));
    await user.click(await screen.findByRole('button', { name: 'Next open case' }));
    expect(await screen.findByText('No open cases left in your states')).toHaveAttribute(
      'role',
      'status',
    );
    expect(currentLocation().pathname).toBe('/case-overview');
  });
});

describe('Server mode: the review page waits for the licence', () => {
  /** Holds `GET /api/me` until released, as a slow network would. */
  function holdLicence() {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fakeFetch = server.api.fetch;
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).endsWith('/api/me')) await held;
      return fakeFetch(input, init);
    });
    return () => release();
  }

  // Another state's case is not shown at all (server-review.server-mode.test.tsx); one the reviewer may
  // read but not sign (an NP, Alabama's letters needing an MD or DO) opens read-only.
  it('never shows Approve or Deny for a case the reviewer may read but not decide', async () => {
    addSubmitted(12, 'Alma Alabama', 'Alabama', new Date());
    server.api.state.licensedIn = ['Alabama'];
    server.api.state.credentials = 'NP-C';
    const release = holdLicence();
    await openSignedIn('/review/12');
    await findCaseHeader(12, 'Alma Alabama');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deny' })).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByText(
        'Letters for Alabama patients are signed by an MD or DO: this case is read-only for you.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows them once the licence covers the patient’s state', async () => {
    addSubmitted(11, 'Olivia Oregon', 'Oregon', new Date());
    const release = holdLicence();
    await openSignedIn('/review/11');
    await findCaseHeader(11, 'Olivia Oregon');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeVisible();
  });
});
