import * as v from 'valibot';
import type { Endpoint } from '../api/endpoint';
import { MAX_PASSWORD_LENGTH } from '../session/session.endpoints';
import { ACCOUNT_ROUTES } from './account.api';

/** A password as typed: its rules (length, common passwords) are the server's `checkPassword`. */
const PasswordSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.check((password) => [...password].length <= MAX_PASSWORD_LENGTH),
);

export const ChangePasswordRequestSchema = v.object({
  currentPassword: PasswordSchema,
  newPassword: PasswordSchema,
});

export const PasswordResetRequestSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/)),
  newPassword: PasswordSchema,
});

/** The server's side of the account's contract. */
export const ACCOUNT_ENDPOINTS = {
  changePassword: {
    method: 'POST',
    route: ACCOUNT_ROUTES.password,
    summary:
      "Changes the signed-in reviewer's password, given the current one; their other sessions end.",
    access: 'reviewer',
    body: ChangePasswordRequestSchema,
    replies: { 204: null },
  },
  passwordReset: {
    method: 'POST',
    route: ACCOUNT_ROUTES.passwordReset,
    summary:
      "Sets a new password with a one-time reset link's token (valid 24 hours); all the reviewer's sessions end.",
    access: 'anyone',
    body: PasswordResetRequestSchema,
    replies: { 204: null },
  },
} as const satisfies Record<string, Endpoint>;
