import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render';
import { caseLine } from '../../support/reviewer-pages';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

/** The server's setting in this file: SESSION_IDLE_MINUTES=2; the warning a minute before. */
const MINUTE = 60_000;
const IDLE = 2 * MINUTE;
const server = withFakeServer();

/**
 * The fake API with the server's idle clock in front: GET /api/session tells what is left,
 * POST /api/session/activity starts it again; past it, the session is gone (401).
 */
let lastActivity = 0;
const activityCalls = () =>
  server.api.state.requests.filter((request) => request.path === '/api/session/activity').length;
function withIdleClock() {
  const fakeFetch = server.api.fetch;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const live = Date.now() - lastActivity < IDLE;
    if (server.api.state.signedIn && !live) server.api.state.signedIn = null;
    const answer = await fakeFetch(input, init);
    const path = new URL(input, 'http://app.test').pathname;
    const method = init.method ?? 'GET';
    if (path === '/api/session' && method === 'POST' && answer.status === 200)
      lastActivity = Date.now();
    if (path !== '/api/session/activity' && !(path === '/api/session' && method === 'GET'))
      return answer;
    if (!server.api.state.signedIn)
      return Response.json({ error: 'Sign in to continue.' }, { status: 401 });
    if (method === 'POST') lastActivity = Date.now();
    const idleRemainingMs = lastActivity + IDLE - Date.now();
    return Response.json({
      username: server.api.state.signedIn,
      admin: server.api.state.admin,
      idleMs: IDLE,
      idleRemainingMs,
    });
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openReviewSignedIn() {
  server.api.state.signedIn = 'ann';
  lastActivity = Date.now();
  withIdleClock();
  const view = renderApp('/review/3');
  await screen.findByText(caseLine(/Case 3 · Michael Brown/));
  await waitFor(() => expect(activityCalls()).toBe(1));
  return view;
}

// jsdom has no modal <dialog> yet: open and close it as a browser would, minus the inert page.
if (!('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Server mode: signed out after inactivity', () => {
  it('warns a minute before the end, in an alertdialog with a quiet countdown', async () => {
    await openReviewSignedIn();
    await advance(IDLE - MINUTE - 2000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(2000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    expect(dialog).toHaveAccessibleDescription(/signed out soon because of inactivity/);
    const timer = within(dialog).getByRole('timer');
    expect(timer).toHaveTextContent(/^(1:00|0:59)$/);
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await advance(10_000);
    expect(timer).toHaveTextContent(/^0:(50|49)$/);
  });

  it('"Stay signed in" renews the session, closes, and gives focus back', async () => {
    const { user } = await openReviewSignedIn();
    const back = screen.getByRole('link', { name: 'Back to Overview' });
    back.focus();
    await advance(IDLE - MINUTE);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(activityCalls()).toBe(2);
    await waitFor(() => expect(back).toHaveFocus());
    // A full idle length again before the next warning.
    await advance(IDLE - MINUTE - 2000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('activity on the page renews the session and pushes the warning back', async () => {
    const { user } = await openReviewSignedIn();
    await advance(40_000);
    await user.keyboard('{Shift}');
    await waitFor(() => expect(activityCalls()).toBe(2));
    await advance(IDLE - MINUTE - 5000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(10_000);
    expect(await screen.findByRole('alertdialog')).toBeVisible();
  });

  it('the open case refreshing itself says it is in the background (not activity)', async () => {
    await openReviewSignedIn();
    await advance(12_000);
    const reads = server.api.state.requests.filter((request) => request.path === '/api/cases/3');
    expect(reads.length).toBeGreaterThan(1);
    expect(reads.map((request) => request.headers.get('x-background-read'))).toEqual([
      null,
      ...reads.slice(1).map(() => '1'),
    ]);
  });

  it('at the end: /login says why, and signing in again returns to the case', async () => {
    const { user, currentLocation } = await openReviewSignedIn();
    await advance(IDLE - MINUTE);
    await screen.findByRole('alertdialog');
    await advance(MINUTE);
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
    expect(currentLocation().search).toBe('?next=%2Freview%2F3&reason=idle&minutes=2');
    expect(screen.getByRole('status')).toHaveTextContent(
      'You were signed out after 2 minutes without activity. Please sign in again.',
    );
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await signInWith(user, 'ann', PASSWORD, { redirected: true });
    await screen.findByText(caseLine(/Case 3 · Michael Brown/));
    expect(currentLocation().pathname).toBe('/review/3');
  });
});
