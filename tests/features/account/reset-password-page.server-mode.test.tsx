import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../../machines/account/account.api';
import { withAccountApi, type FakeAccountState } from '../../support/fake-account-api';
import { renderApp } from '../../support/render';
import { PASSWORD, withFakeServer } from '../../support/server-mode';

// Issue 34 part 2: "Reset your password" on /login leads to the page that takes a reset link;
// used, expired and unknown links get one neutral message.
const server = withFakeServer();
let account: FakeAccountState;
const TOKEN = 'Zq3x'.repeat(10) + 'abc';
const NEW_PASSWORD = 'copper kettle meadow ninety';
beforeEach(() => {
  account = withAccountApi(server.api, PASSWORD);
  account.resetTokens.add(TOKEN);
});

async function setPassword(user: UserEvent, next: string, again = next) {
  await user.type(await screen.findByLabelText('New password'), next);
  await user.type(await screen.findByLabelText('New password again'), again);
  await user.click(await screen.findByRole('button', { name: 'Set new password' }));
}

const resetRequests = () =>
  server.api.state.requests.filter((request) => request.path === ACCOUNT_ROUTES.passwordReset);

describe('/login in server mode: a forgotten password', () => {
  it('says the administrator issues reset links, and leads to the page that takes one', async () => {
    const { user, currentLocation } = renderApp('/login');
    const reset = await screen.findByRole('link', { name: 'Reset your password' });
    expect(reset).toHaveAccessibleDescription(
      /Your clinic's administrator issues you a one-time reset link, valid for 24 hours/,
    );
    await user.click(reset);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    expect(currentLocation().pathname).toBe('/reset-password');
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('/reset-password in server mode', () => {
  it('a link’s address sets the new password once, then says to sign in', async () => {
    const { user } = renderApp(`/reset-password/${TOKEN}`);
    expect(screen.queryByLabelText('Reset link or code')).toBeNull();
    await setPassword(user, NEW_PASSWORD);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your new password is set, and every session of yours was signed out.',
    );
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toBeVisible();
    expect(resetRequests().map((request) => request.body)).toEqual([
      { token: TOKEN, newPassword: NEW_PASSWORD },
    ]);
    expect(resetRequests()[0]?.headers.get('X-Requested-With')).toBe('lmn');
  });

  it('without the token in the address, the pasted link is read', async () => {
    const { user } = renderApp('/reset-password');
    await user.type(
      await screen.findByLabelText('Reset link or code'),
      `https://letters.example.org/reset-password/${TOKEN}`,
    );
    await setPassword(user, NEW_PASSWORD);
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is set');
    expect(resetRequests()[0]?.body).toEqual({ token: TOKEN, newPassword: NEW_PASSWORD });
  });

  it('a used, expired or unknown link: one neutral message, announced and focused', async () => {
    const { user } = renderApp(`/reset-password/${'u'.repeat(43)}`);
    await setPassword(user, NEW_PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^This reset link cannot be used: it was used already, it has expired, or it is not a link we issued\. Ask your clinic’s administrator for a new one\.$/,
    );
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('something that is no link is not sent', async () => {
    const { user } = renderApp('/reset-password');
    await user.type(await screen.findByLabelText('Reset link or code'), 'hello');
    await setPassword(user, NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Paste the whole reset link your administrator gave you',
    );
    expect(resetRequests()).toEqual([]);
  });
});
