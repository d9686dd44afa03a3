import * as v from 'valibot';
import type { Endpoint } from '../api/contract';

/**
 * The reviewer's session: signing in and out, and the idle timing shared by the server's
 * session routes and the browser's idle watch. The server owns the clock and the configured
 * length, the page only counts down what the server last said.
 */
export const SESSION_ROUTES = {
  /** POST: sign in. GET: who is signed in (not activity). DELETE: sign out. */
  session: '/api/session',
  /** POST: the reviewer is active ("Stay signed in", typing, clicking): the idle clock restarts. */
  activity: '/api/session/activity',
} as const;

/** The paths are the routes: none takes a parameter. */
export const SESSION_API = SESSION_ROUTES;

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

const UsernameSchema = v.pipe(v.string(), v.minLength(1));

/** 200 to a sign-in: who is signed in now (401: the pair is wrong; 429: too many tries). */
export const SignedInResponseSchema = v.object({ username: UsernameSchema });

/**
 * Part of every 200 of GET /api/session and POST /api/session/activity. Remaining time, not
 * an end time: the browser's clock may be wrong, a duration is not.
 */
export const SessionTimingSchema = v.object({
  /** The configured idle length (SESSION_IDLE_MINUTES), in milliseconds. */
  idleMs: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** How long this session lasts if nothing happens now (less near its 8-hour end). */
  idleRemainingMs: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type SessionTiming = v.InferOutput<typeof SessionTimingSchema>;

/** 200 to POST /api/session/activity: the timing, and the end on the server's clock. */
export const ActivityResponseSchema = v.object({
  idleExpiresAt: v.pipe(v.string(), v.isoTimestamp()),
  ...SessionTimingSchema.entries,
});

/** 200 to GET /api/session (401 without a valid session): who, and the timing. */
export const SessionResponseSchema = v.object({
  username: UsernameSchema,
  ...ActivityResponseSchema.entries,
});

export const SESSION_ENDPOINTS = {
  signIn: {
    method: 'POST',
    route: SESSION_ROUTES.session,
    replies: { 200: SignedInResponseSchema },
  },
  current: {
    method: 'GET',
    route: SESSION_ROUTES.session,
    replies: { 200: SessionResponseSchema },
  },
  activity: {
    method: 'POST',
    route: SESSION_ROUTES.activity,
    replies: { 200: ActivityResponseSchema },
  },
  signOut: { method: 'DELETE', route: SESSION_ROUTES.session, replies: { 204: null } },
} as const satisfies Record<string, Endpoint>;
