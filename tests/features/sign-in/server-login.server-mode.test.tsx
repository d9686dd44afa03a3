import { caseLine } from '../../support/reviewer-pages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render';

import { casesRequests, PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

const server = withFakeServer();
const path = (view: { currentLocation: () => { pathname: string; search: string } }) =>
  `${view.currentLocation().pathname}${view.currentLocation().search}`;

describe('Server mode: the admin pages need a session', () => {
  it('sends /case-overview to /login without asking for any case', async () => {
    const view = renderApp('/case-overview');
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
    expect(path(view)).toBe('/login?next=%2Fcase-overview');
    expect(casesRequests(server.api)).toEqual([]);
  });

  it('sends /review/3 to /login, and back to /review/3 after signing in', async () => {
    const { currentLocation, user } = renderApp('/review/3');
    await signInWith(user, 'ann', PASSWORD, { redirected: true });
    await screen.findByText(caseLine(/Case 3 · Michael Brown/));
    expect(currentLocation().pathname).toBe('/review/3');
  });

  it('never follows a return address to another site', async () => {
    const { currentLocation, user } = renderApp('/login?next=%2F%2Fevil.example%2Fcase-overview');
    await signInWith(user, 'ann', PASSWORD);
    await screen.findByText(/^Showing 10 cases$/);
    expect(currentLocation().pathname).toBe('/case-overview');
  });
});

describe('Server mode: /login checks the credentials', () => {
  it('signs in and goes to the overview, where the header names the reviewer', async () => {
    const { currentLocation, user } = renderApp('/login');
    await signInWith(user, 'ann', PASSWORD);
    await screen.findByText(/^Showing 10 cases$/);
    expect(currentLocation().pathname).toBe('/case-overview');
    const login = server.api.state.requests.find((r) => r.path === '/api/session');
    expect(login?.method).toBe('POST');
    expect(login?.headers.get('X-Requested-With')).toBe('lmn');
    expect(login?.body).toEqual({ username: 'ann', password: PASSWORD });
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.getByText('ann', { selector: 'bdi' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('a wrong pair: "Username or password is incorrect", announced and focused, on /login', async () => {
    const { currentLocation, user } = renderApp('/login');
    await signInWith(user, 'ann', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Username or password is incorrect');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(currentLocation().pathname).toBe('/login');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Username')).toHaveValue('ann');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username or password is incorrect',
    );
    expect(server.api.state.signedIn).toBeNull();
  });

  it('an unknown username gets the same message', async () => {
    const { user } = renderApp('/login');
    await signInWith(user, 'bob', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is incorrect');
  });

  it('too many attempts: a clear message to wait, and no sign-in even with the right pair', async () => {
    server.api.state.failedLogins = 5;
    const { currentLocation, user } = renderApp('/login');
    await signInWith(user, 'ann', PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Too many sign-in attempts. Please wait 1 minute and try again.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(currentLocation().pathname).toBe('/login');
  });

  it('empty fields are not sent', async () => {
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your username and password.');
    expect(server.api.state.requests).toEqual([]);
  });

  it('a server that cannot be reached is said so', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderApp('/login');
    await signInWith(user, 'ann', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again.',
    );
  });
});

describe('Server mode: sign-out', () => {
  it('ends the session on the server, goes to /login, and the overview is closed again', async () => {
    const view = renderApp('/login');
    const { currentLocation, navigate, user } = view;
    await signInWith(user, 'ann', PASSWORD);
    await screen.findByText(/^Showing 10 cases$/);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/login'));
    const signOut = server.api.state.requests.find((request) => request.method === 'DELETE');
    expect([signOut?.method, signOut?.path]).toEqual(['DELETE', '/api/session']);
    expect(signOut?.headers.get('X-Requested-With')).toBe('lmn');
    expect(server.api.state.signedIn).toBeNull();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toBeVisible();

    act(() => void navigate('/case-overview'));
    await waitFor(() => expect(path(view)).toBe('/login?next=%2Fcase-overview'));
  });

  it('says so when the server cannot be told, and stays signed in', async () => {
    const { currentLocation, user } = renderApp('/login');
    await signInWith(user, 'ann', PASSWORD);
    await screen.findByText(/^Showing 10 cases$/);
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    const api = server.api;
    // Only the sign-out fails: the overview keeps following the cases meanwhile.
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (init.method === 'DELETE') throw new TypeError('Failed to fetch');
      return api.fetch(url, init);
    });
    await user.click(signOut);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be reached');
    expect(currentLocation().pathname).toBe('/case-overview');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});

describe('Server mode: /login asks a reviewer with a second factor for their code', () => {
  it('after the password, the code step: focused, labelled, refusing a wrong code, then signing in', async () => {
    server.api.state.factorCode = '246810';
    const { currentLocation, user } = renderApp('/login');
    await signInWith(user, 'ann', PASSWORD);
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Enter your authentication code',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const field = screen.getByLabelText('Authentication code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(currentLocation().pathname).toBe('/login');

    const verify = screen.getByRole('button', { name: 'Verify' });
    await user.type(field, '135790');
    await user.click(verify);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^That code is not right/);
    await waitFor(() => expect(alert).toHaveFocus());

    await user.type(await screen.findByLabelText('Authentication code'), '246810');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await screen.findByText(/^Showing 10 cases$/);
    expect(currentLocation().pathname).toBe('/case-overview');
    const codes = server.api.state.requests.filter((r) => r.path === '/api/session/factor');
    expect(codes.map((r) => r.body)).toEqual([{ code: '135790' }, { code: '246810' }]);
  });

  it('goes back to the password with "Sign in as someone else"', async () => {
    server.api.state.factorCode = '246810';
    const { user } = renderApp('/login');
    await signInWith(user, 'ann', PASSWORD);
    await user.click(await screen.findByRole('button', { name: 'Sign in as someone else' }));
    expect(await screen.findByLabelText('Username')).toBeVisible();
  });
});
