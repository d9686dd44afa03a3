import * as v from 'valibot';
import type { Endpoint } from '../api/endpoint';
import {
  FactorRequiredResponseSchema,
  SESSION_ROUTES,
  SessionHolderSchema,
  SessionTimingSchema,
  SignedInResponseSchema,
} from './session.api';

/*
 * The server's side of the session's contract: the sign-in body it parses, and every answer
 * of each endpoint, by status, which it checks before it sends one. The browser never loads
 * this module.
 */

/** The longest password, in characters as a person sees them (code points). */
export const MAX_PASSWORD_LENGTH = 1024;
export const MAX_USERNAME_LENGTH = 200;

/** POST /api/session. The username is held to the text rule by the route, which names it. */
export const SignInRequestSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_USERNAME_LENGTH)),
  password: v.pipe(
    v.string(),
    v.minLength(1),
    v.check((password) => [...password].length <= MAX_PASSWORD_LENGTH),
  ),
});

/** 200 to POST /api/session/activity: the timing, and the end on the server's clock. */
export const ActivityResponseSchema = v.object({
  idleExpiresAt: v.pipe(v.string(), v.isoTimestamp()),
  ...SessionTimingSchema.entries,
});

/** 200 to GET /api/session (401 without a valid session): who, their role, and the timing. */
export const SessionResponseSchema = v.object({
  ...SessionHolderSchema.entries,
  ...ActivityResponseSchema.entries,
});

export const SESSION_ENDPOINTS = {
  signIn: {
    method: 'POST',
    route: SESSION_ROUTES.session,
    summary:
      "Signs a reviewer in: the session's cookie, and who signed in; a reviewer with a second factor gets 202 and gives their code next.",
    access: 'anyone',
    body: SignInRequestSchema,
    replies: { 200: SignedInResponseSchema, 202: FactorRequiredResponseSchema },
  },
  current: {
    method: 'GET',
    route: SESSION_ROUTES.session,
    summary: 'Who is signed in, and when the session ends if nothing is done.',
    access: 'reviewer',
    replies: { 200: SessionResponseSchema },
  },
  activity: {
    method: 'POST',
    route: SESSION_ROUTES.activity,
    summary: "Counts as the reviewer's activity: the session's idle end moves on.",
    access: 'reviewer',
    replies: { 200: ActivityResponseSchema },
  },
  signOut: {
    method: 'DELETE',
    route: SESSION_ROUTES.session,
    summary: 'Signs out: the session ends on the server and its cookie is cleared.',
    access: 'anyone',
    replies: { 204: null },
  },
} as const satisfies Record<string, Endpoint>;
