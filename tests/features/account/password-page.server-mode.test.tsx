import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../../machines/account/account.api';
import { withAccountApi, type FakeAccountState } from '../../support/fake-account-api';
import { renderApp } from '../../support/render';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

// docs/server-mode.md, issue 34 part 2: a signed-in reviewer changes their own password.
const server = withFakeServer();
let account: FakeAccountState;
beforeEach(() => {
  account = withAccountApi(server.api, PASSWORD);
});

const NEW_PASSWORD = 'copper kettle meadow ninety';

async function openSignedIn() {
  const view = renderApp('/account/password');
  await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
  const heading = await screen.findByRole('heading', { level: 1, name: 'Change your password' });
  return { ...view, heading };
}

async function fillIn(user: UserEvent, current: string, next: string, again = next) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(await screen.findByLabelText('New password'), next);
  await user.type(await screen.findByLabelText('New password again'), again);
  await user.click(await screen.findByRole('button', { name: 'Change password' }));
}

describe('/account/password in server mode', () => {
  it('is for signed-in reviewers: without a session it goes to /login, then comes back', async () => {
    const { currentLocation, heading } = await openSignedIn();
    expect(currentLocation().pathname).toBe('/account/password');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /At least 12 characters, and not a common password/,
    );
  });

  it('changes the password and announces it, the fields emptied', async () => {
    const { user } = await openSignedIn();
    await fillIn(user, PASSWORD, NEW_PASSWORD);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'Your password is changed. Any other sessions of yours were signed out.',
    );
    const sent = server.api.state.requests.find((r) => r.path === ACCOUNT_ROUTES.password);
    expect(sent?.body).toEqual({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(sent?.headers.get('X-Requested-With')).toBe('lmn');
    expect(account.password).toBe(NEW_PASSWORD);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('a wrong current password: the server’s reason, announced and focused', async () => {
    const { user, currentLocation } = await openSignedIn();
    await fillIn(user, 'not my password', NEW_PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your current password is not right.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(account.password).toBe(PASSWORD);
    expect(currentLocation().pathname).toBe('/account/password');
  });

  it('two different new passwords are not sent', async () => {
    const { user } = await openSignedIn();
    await fillIn(user, PASSWORD, NEW_PASSWORD, 'copper kettle meadow');
    expect(await screen.findByRole('alert')).toHaveTextContent('The two new passwords differ.');
    expect(server.api.state.requests.some((r) => r.path === ACCOUNT_ROUTES.password)).toBe(false);
  });

  it('a new password under the rules: the rule, as the server says it', async () => {
    const { user } = await openSignedIn();
    await fillIn(user, PASSWORD, 'short');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A password needs at least 12 characters.',
    );
  });
});
