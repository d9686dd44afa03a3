import { caseLine } from '../../support/reviewer-pages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseRepository } from '../../../src/storage/case-repository';
import { renderApp } from '../../support/render';
import { SUBMITTED_ANSWERS } from '../../storage/case-fixtures';

import { dialogButton } from '../../support/review-dialogs';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

const server = withFakeServer();

async function openSignedIn(path: string) {
  const view = renderApp(path);
  await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
  return view;
}

const history = () => screen.getByRole('region', { name: 'Decision history' });

describe('Server mode: the review page', () => {
  it('keeps a case read-only for a reviewer without a second factor, linking to its set-up', async () => {
    server.api.state.factorEnrolled = false;
    const { user, currentLocation } = await openSignedIn('/review/2');
    expect(
      await screen.findByText(
        /^Deciding a case needs a second factor, and you have not set one up yet/,
      ),
    ).toBeVisible();
    for (const name of ['Approve', 'Deny']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    await user.click(screen.getByRole('link', { name: 'Set up your second factor' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/account/second-factor'));
    expect(
      await screen.findByRole('button', { name: 'Set up an authenticator app' }),
    ).toBeVisible();
  });

  it('shows the case from the server with an empty history', async () => {
    await openSignedIn('/review/2');
    await screen.findByText(caseLine(/Case 2 · Sarah Johnson/));
    expect(within(history()).getByText('No decisions yet.')).toBeVisible();
  });

  it('records an approval and shows who decided, when, and from which status to which', async () => {
    const { user, currentLocation } = await openSignedIn('/review/2');
    await screen.findByText(caseLine(/Case 2 · Sarah Johnson/));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(dialogButton('Approve'));
    await waitFor(() => expect(currentLocation().pathname).toBe('/case-overview'));
    // In server mode the approval carries the letter: the sample record's conditions, coded;
    // its 5'10" and 210 lbs are a BMI of 30.1, obesity class 1 with its adult BMI code.
    expect(server.api.state.requests.find((r) => r.path === '/api/cases/2/decision')?.body).toEqual(
      {
        decision: 'approve',
        expectedStatus: 'Open',
        diagnoses: [
          { condition: 'Hypertension (High Blood Pressure)', code: 'I10' },
          { condition: 'Lower Back Pain', code: 'M54.50' },
          { condition: 'Obesity', code: 'E66.811' },
          { condition: 'Body mass index 30.1, adult', code: 'Z68.30' },
        ],
        recommendation: {
          product: 'Stationary exercise bike (indoor cycling)',
          usage: '30 minutes a day, 5 days a week',
          duration: '12 months',
        },
      },
    );

    await screen.findByText(/^Showing 10 cases$/);
    await user.click(screen.getByRole('link', { name: 'Review case of Sarah Johnson' }));
    const entries = await within(
      await screen.findByRole('region', { name: 'Decision history' }),
    ).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Approved by ann on 22 Nov 2026, 10:04 — from Open to Completed',
    ]);
    // The username is user text: isolated, so a right-to-left name cannot reorder the line.
    expect(within(entries[0]!).getByText('ann').tagName).toBe('BDI');
    expect(within(entries[0]!).getByText('22 Nov 2026, 10:04')).toHaveAttribute(
      'datetime',
      new Date('2026-11-22T10:04:00').toISOString(),
    );
  });

  it('lists several decisions oldest first, with each reviewer', async () => {
    server.api.state.history.set(4, [
      {
        reviewer: 'ann',
        decidedAt: '2026-11-20T09:00:00Z',
        fromStatus: 'Open',
        toStatus: 'Denied',
      },
      {
        reviewer: 'עדי',
        decidedAt: '2026-11-21T15:30:00Z',
        fromStatus: 'Denied',
        toStatus: 'Completed',
      },
    ]);
    await openSignedIn('/review/4');
    await screen.findByText(caseLine(/Case 4 · Emily Davis/));
    // The history may arrive after the case line: wait for both entries.
    await waitFor(() =>
      expect(
        within(history())
          .getAllByRole('listitem')
          .map((entry) => entry.textContent),
      ).toEqual([
        expect.stringMatching(/^Denied by ann on 20 Nov 2026, \d\d:\d\d — from Open to Denied$/),
        expect.stringMatching(
          /^Approved by עדי on 21 Nov 2026, \d\d:\d\d — from Denied to Completed$/,
        ),
      ]),
    );
  });

  it('refuses a decision on a case another reviewer changed meanwhile, and says what it is now', async () => {
    const { user, currentLocation } = await openSignedIn('/review/1');
    await screen.findByText(caseLine(/Case 1 · John Smith/));
    const stored = server.api.state.cases.find((entry) => entry.id === 1);
    if (stored) stored.status = 'Denied'; // another reviewer, elsewhere
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(dialogButton('Approve'));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      /changed elsewhere .* now Denied\. Nothing was saved\./,
    );
    expect(currentLocation().pathname).toBe('/review/1');
    expect(stored?.status).toBe('Denied');
  });

  it('sends the reviewer to /login when the session ended, and back to the case afterwards', async () => {
    const { user, currentLocation } = await openSignedIn('/review/3');
    await screen.findByText(caseLine(/Case 3 · Michael Brown/));
    // The decision buttons show once the reviewer's profile and second factor are read: the
    // session ends after those reads, or one of them would find it ended first.
    const deny = await screen.findByRole('button', { name: 'Deny' });
    server.api.state.signedIn = null; // expired on the server
    await user.click(deny);
    // Server mode: a denial carries its reason for the patient.
    await user.click(
      await screen.findByRole('radio', { name: 'You are not eligible in your state' }),
    );
    await user.click(dialogButton('Deny'));
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
    expect(currentLocation().pathname).toBe('/login');
    expect(currentLocation().search).toBe('?next=%2Freview%2F3&reason=expired');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
    expect(server.api.state.cases.find((entry) => entry.id === 3)?.status).toBe('Completed');

    await signInWith(user, 'ann', PASSWORD, { redirected: true });
    await screen.findByText(caseLine(/Case 3 · Michael Brown/));
    expect(currentLocation().pathname).toBe('/review/3');
  });
});

describe('Server mode: patients', () => {
  it('submit through the same repository seam, without any session', async () => {
    const created = await caseRepository.addSubmission(SUBMITTED_ANSWERS);
    expect(created).toMatchObject({ id: 11, name: 'Jane Doe', status: 'Open' });
    expect(server.api.state.requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/api/cases'],
    ]);
    expect(window.localStorage.getItem('cases')).toBeNull();
  });
});

// Issue 34: a reviewer reads only the cases they may decide (Ann: Oregon and Washington).
describe('Server mode: a case of a state the reviewer is not licensed in', () => {
  it('is listed with the filter off; opening it says why under a heading, without its answers', async () => {
    server.api.state.cases.push({
      id: 11,
      name: 'Tex Ranger',
      status: 'Open',
      dateSubmitted: '2026-11-22',
      answers: { ...SUBMITTED_ANSWERS, name: 'Tex Ranger', state: 'Texas' },
    });
    const { user } = await openSignedIn('/case-overview?licensed=all');
    await user.click(await screen.findByRole('link', { name: 'Review case of Tex Ranger' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You are not licensed in Texas' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Patient Review' })).toHaveFocus(),
    );
    // A page of its own, not an error: no alert, and nothing of the case but its number.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(caseLine(/Case 11/))).toBeNull();
    expect(screen.queryByText(SUBMITTED_ANSWERS.age)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Decision history' })).toBeNull();
  });
});
