/**
 * A reviewer's own password (server mode): changing it while signed in, and setting a new one
 * with a reset link an administrator issued. The routes the pages call; what the server parses
 * and answers is account.endpoints.ts. Both answer 204 on success, and `{ error }` otherwise.
 */
export const ACCOUNT_ROUTES = {
  /** POST `{ currentPassword, newPassword }`: the signed-in reviewer's new password. */
  password: '/api/account/password',
  /** POST `{ token, newPassword }`: a reset link's token, used once; no session needed. */
  passwordReset: '/api/password-reset',
} as const;
