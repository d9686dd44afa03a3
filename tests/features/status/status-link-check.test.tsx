import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render';

// The words for the page's new states, written here, not read from the code.
const ASK = 'Enter your last name to see your request';
const EXPIRED = 'This link has expired';
const WRONG_NAME =
  'That last name does not match this request. Type it as you gave it in the questionnaire.';
const TOKEN = 'Tq2v0C8oH4mJb7xZ1sN9pLr3kYw6uAe5dFg-hIj_K0M';
const EXPIRED_TOKEN = 'Eq2v0C8oH4mJb7xZ1sN9pLr3kYw6uAe5dFg-hIj_K0M';
const OPEN = {
  reference: 12,
  dateSubmitted: '2026-11-24',
  status: 'Open',
  denial: null,
  letter: null,
  exchange: [],
};

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let checked: boolean;
const namesSent: unknown[] = [];

/** The server as the issue describes it: the request only after the right last name. */
function fakeStatusApi(url: string, init?: RequestInit): Promise<Response> {
  if (url === `/api/status/${EXPIRED_TOKEN}` || url.startsWith(`/api/status/${EXPIRED_TOKEN}/`)) {
    return Promise.resolve(json({ error: EXPIRED }, 410));
  }
  if (url === `/api/status/${TOKEN}/check` && init?.method === 'POST') {
    const { lastName } = JSON.parse(String(init.body)) as { lastName: unknown };
    namesSent.push(lastName);
    checked = lastName === 'Lovelace';
    return Promise.resolve(
      checked ? new Response(null, { status: 204 }) : json({ error: WRONG_NAME }, 403),
    );
  }
  if (url === `/api/status/${TOKEN}`) {
    return Promise.resolve(
      checked ? json(OPEN, 200) : json({ error: ASK, check: 'last-name' }, 401),
    );
  }
  return Promise.resolve(json({ error: 'Not found' }, 404));
}

beforeEach(() => {
  checked = false;
  namesSent.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeStatusApi));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the status page before the last name', () => {
  it('asks the last name in a labelled field, its heading focused, and shows nothing of the request', async () => {
    renderApp(`/status/${TOKEN}`);
    const heading = await screen.findByRole('heading', { level: 1, name: ASK });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Last name/ })).toBeVisible();
    expect(screen.queryByText('12')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'In review' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Download your record/ })).toBeNull();
  });

  it('says a wrong name in one alert, and still asks', async () => {
    renderApp(`/status/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: ASK });
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'Hopper{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_NAME);
    const field = screen.getByRole('textbox', { name: /Last name/ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(WRONG_NAME);
    expect(screen.queryByRole('heading', { name: 'In review' })).toBeNull();
  });

  it('shows the request once the right name is typed, keyboard only, and moves focus to it', async () => {
    renderApp(`/status/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: ASK });
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveFocus());
    await userEvent.keyboard('Lovelace{Enter}');
    expect(await screen.findByRole('heading', { name: 'In review' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Your request' })).toHaveFocus(),
    );
    expect(namesSent).toEqual(['Lovelace']);
  });
});

describe('an expired status link', () => {
  it('says so, with its heading focused and its own title, and asks nothing', async () => {
    renderApp(`/status/${EXPIRED_TOKEN}`);
    const heading = await screen.findByRole('heading', { level: 1, name: EXPIRED });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(document.title).toMatch(/^Link expired/));
    expect(screen.getByText(/13 months after the last decision/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
