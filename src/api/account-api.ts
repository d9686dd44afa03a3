import { ACCOUNT_ROUTES } from '../../machines/account/account.api';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectStatus } from './reply-policy';

/** POST /api/account/password: the signed-in reviewer's new password; their other sessions end. */
export async function changePassword(
  passwords: { currentPassword: string; newPassword: string },
  fetchImpl: FetchLike = browserFetch,
): Promise<void> {
  const response = await callApi(fetchImpl, 'POST', ACCOUNT_ROUTES.password, passwords);
  expectStatus(response, 204, { failed: 'Your password could not be changed. Please try again.' });
}

/** POST /api/password-reset: a reset link's token and the new password (no session needed). */
export async function resetPassword(
  reset: { token: string; newPassword: string },
  fetchImpl: FetchLike = browserFetch,
): Promise<void> {
  const response = await callApi(fetchImpl, 'POST', ACCOUNT_ROUTES.passwordReset, reset);
  expectStatus(response, 204, {
    failed: 'Your password could not be set. Please try again.',
    // No session is involved: a 401 here is no expired session to send anyone to /login for.
    onUnauthenticated: () => undefined,
  });
}
