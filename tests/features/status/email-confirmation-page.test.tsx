import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render';

// The issue: an address gets a confirmation mail first; its link confirms once.
const TOKEN = 'Cq2v0C8oH4mJb7xZ1sN9pLr3kYw6uAe5dFg-hIj_K0M';
const USED = 'This confirmation link is not valid any more. It may have been used already.';

const posted: unknown[] = [];
let valid: boolean;

function fakeConfirmationApi(url: string, init?: RequestInit): Promise<Response> {
  if (url === '/api/email-confirmations' && init?.method === 'POST') {
    posted.push(JSON.parse(String(init.body)));
    const answer = valid
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify({ error: USED }), { status: 404 });
    valid = false;
    return Promise.resolve(answer);
  }
  return Promise.resolve(new Response(JSON.stringify({ error: 'Not found' }), { status: 404 }));
}

beforeEach(() => {
  valid = true;
  posted.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeConfirmationApi));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the email confirmation page', () => {
  it('confirms nothing on opening, only when the patient presses the button', async () => {
    renderApp(`/confirm-email/${TOKEN}`);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Confirm your email address',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(posted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/confirmed/);
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Email address confirmed' }),
      ).toHaveFocus(),
    );
    expect(posted).toEqual([{ token: TOKEN }]);
  });

  it('says a used link is not valid any more', async () => {
    valid = false;
    renderApp(`/confirm-email/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(USED);
  });
});
