import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render';

// Texts from the product's description of the status page.
const NOT_FOUND = 'We could not find a request for this link';
const TOKEN = 'Tq2v0C8oH4mJb7xZ1sN9pLr3kYw6uAe5dFg-hIj_K0M';
const OPEN = {
  reference: 12,
  dateSubmitted: '2026-11-24',
  status: 'Open',
  denial: null,
  letter: null,
};

let answers: Record<string, unknown>;
const requested: string[] = [];

function fakeStatusApi(url: string): Promise<Response> {
  requested.push(url);
  const token = url.replace('/api/status/', '');
  const body = answers[token];
  return Promise.resolve(
    body === undefined
      ? new Response(JSON.stringify({ error: NOT_FOUND }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200 }),
  );
}

beforeEach(() => {
  answers = { [TOKEN]: OPEN };
  requested.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeStatusApi));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the status page', () => {
  it('shows the reference, the day submitted and "In review", with its own title', async () => {
    renderApp(`/status/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'In review' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Your request' })).toBeVisible();
    expect(screen.getByText('12')).toBeVisible();
    expect(screen.getByText('November 24, 2026')).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Your request/));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('shows a denial with the reason in plain words, the note and what to do next', async () => {
    answers[TOKEN] = {
      ...OPEN,
      status: 'Denied',
      denial: { reason: 'not-eligible-in-state', note: 'We cannot issue letters in Ohio yet.' },
    };
    renderApp(`/status/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Not approved' })).toBeVisible();
    const outcome = screen.getByRole('status');
    expect(within(outcome).getByText(/cannot be issued for the state you gave/)).toBeVisible();
    expect(within(outcome).getByText('We cannot issue letters in Ohio yet.')).toBeVisible();
    expect(within(outcome).getByText(/What you can do/)).toBeVisible();
    expect(within(outcome).getByRole('link', { name: 'Start a new questionnaire' })).toBeVisible();
  });

  it('shows "Approved" with the letter download and its validity dates', async () => {
    answers[TOKEN] = {
      ...OPEN,
      status: 'Completed',
      letter: { validFrom: '2026-11-25', validUntil: '2027-11-25' },
    };
    renderApp(`/status/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Approved' })).toBeVisible();
    const download = screen.getByRole('link', { name: 'Download your letter (PDF)' });
    expect(download).toHaveAttribute('href', `/api/status/${TOKEN}/letter.pdf`);
    expect(screen.getByText(/November 25, 2026.*November 25, 2027/)).toBeVisible();
  });

  it('says in plain words from when until when the letter is valid, and downloads it', async () => {
    answers[TOKEN] = {
      ...OPEN,
      status: 'Completed',
      letter: { validFrom: '2026-02-28', validUntil: '2027-02-28' },
    };
    renderApp(`/status/${TOKEN}`);
    // The outcome, not the "Loading page…" status shown while the page's chunk comes.
    const validity = await screen.findByText(
      'Valid from February 28, 2026 until February 28, 2027.',
    );
    expect(validity).toBeVisible();
    const outcome = screen.getByRole('status', { name: '' });
    expect(outcome).toContainElement(validity);
    const download = within(outcome).getByRole('link', { name: 'Download your letter (PDF)' });
    expect(download).toHaveAttribute('download');
    // The file comes from the server: the app must not route the click to a page of its own.
    // (The test environment cannot download; the document cancels the browser's part only
    // after the app has seen the click.)
    const cancelBrowserNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', cancelBrowserNavigation);
    try {
      await userEvent.click(download);
    } finally {
      document.removeEventListener('click', cancelBrowserNavigation);
    }
    expect(await screen.findByRole('heading', { name: 'Approved' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Your request' })).toBeVisible();
  });

  it('offers no download while an approved request has no valid letter', async () => {
    answers[TOKEN] = { ...OPEN, status: 'Completed', letter: null };
    renderApp(`/status/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Approved' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Download your letter/ })).toBeNull();
    expect(screen.queryByText(/Valid from/)).toBeNull();
  });

  it('offers the letter when an approval comes while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp(`/status/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'In review' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Download your letter/ })).toBeNull();
    answers[TOKEN] = {
      ...OPEN,
      status: 'Completed',
      letter: { validFrom: '2026-11-25', validUntil: '2027-11-25' },
    };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(await screen.findByRole('link', { name: 'Download your letter (PDF)' })).toBeVisible();
  });

  it('never shows an answer, even if one were sent', async () => {
    answers[TOKEN] = { ...OPEN, answers: { name: 'Ada Lovelace' } };
    renderApp(`/status/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be read/);
    expect(screen.queryByText(/Ada Lovelace/)).toBeNull();
  });

  it.each([
    ['unknown', 'Aq2v0C8oH4mJb7xZ1sN9pLr3kYw6uAe5dFg-hIj_K0M'],
    ['malformed', 'not-a-token'],
  ])('answers an %s link with the same message', async (_kind, token) => {
    renderApp(`/status/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Request not found/));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('shows a decision made while it is open, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp(`/status/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'In review' })).toBeVisible();
    answers[TOKEN] = {
      ...OPEN,
      status: 'Denied',
      denial: { reason: 'more-information-needed', note: null },
    };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(await screen.findByRole('heading', { name: 'Not approved' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'In review' })).toBeNull();
  });
});
