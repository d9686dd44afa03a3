import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusLinkCard } from '../../../src/features/survey/status-link-card';
import { renderWithProviders } from '../../support/render';

const TOKEN = 'Tq2v0C8oH4mJb7xZ1sN9pLr3kYw6uAe5dFg-hIj_K0M';

let emailUpdates: boolean;
const posted: unknown[] = [];

function fakeApi(url: string, init: RequestInit): Promise<Response> {
  if (url === '/api/config') {
    return Promise.resolve(new Response(JSON.stringify({ emailUpdates }), { status: 200 }));
  }
  posted.push({ url, body: JSON.parse(String(init.body)) });
  return Promise.resolve(new Response(null, { status: 204 }));
}

beforeEach(() => {
  emailUpdates = false;
  posted.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeApi));
});
afterEach(() => vi.unstubAllGlobals());

describe('the thank-you screen’s status link', () => {
  it('shows the link to /status/<token> and announces a copy', async () => {
    const { user } = renderWithProviders(<StatusLinkCard token={TOKEN} />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect(
      screen.getByRole('heading', { name: 'Keep this link to check your request' }),
    ).toBeVisible();
    const link = screen.getByRole('link', { name: `${window.location.origin}/status/${TOKEN}` });
    expect(link).toHaveAttribute('href', `/status/${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/status/${TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied.');
  });

  it('offers no email field when the server sends no mail', async () => {
    renderWithProviders(<StatusLinkCard token={TOKEN} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/config', expect.anything()));
    expect(screen.queryByLabelText(/Email address/)).toBeNull();
  });

  it('takes an email once, checking its form first', async () => {
    emailUpdates = true;
    const { user } = renderWithProviders(<StatusLinkCard token={TOKEN} />);
    const field = await screen.findByLabelText('Email address (optional)');
    expect(screen.getByRole('heading', { name: 'Email me when my letter is ready' })).toBeVisible();
    await user.type(field, 'ada@');
    await user.click(await screen.findByRole('button', { name: 'Email me' }));
    expect(field).toHaveAccessibleDescription('Enter an email address such as name@example.com.');
    expect(posted).toEqual([]);
    await user.type(field, 'example.org');
    await user.click(await screen.findByRole('button', { name: 'Email me' }));
    expect(await screen.findByText(/We will email ada@example.org/)).toBeVisible();
    expect(posted).toEqual([
      { url: `/api/status/${TOKEN}/email`, body: { email: 'ada@example.org' } },
    ]);
    expect(screen.queryByLabelText('Email address (optional)')).toBeNull();
  });
});
