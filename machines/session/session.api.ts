import * as v from 'valibot';

/**
 * The reviewer's session: signing in and out, and the idle timing shared by the server's
 * session routes and the browser's idle watch. The server owns the clock and the configured
 * length, the page only counts down what the server last said. The server's side (the
 * sign-in body, every answer by status) is in session.endpoints.ts.
 */
export const SESSION_ROUTES = {
  /** POST: sign in. GET: who is signed in (not activity). DELETE: sign out. */
  session: '/api/session',
  /** POST: the reviewer is active ("Stay signed in", typing, clicking): the idle clock restarts. */
  activity: '/api/session/activity',
  /** POST: the second factor's code, after a right password that answered 202. */
  factor: '/api/session/factor',
} as const;

/** The paths are the routes: none takes a parameter. */
export const SESSION_API = SESSION_ROUTES;

/**
 * 200 to a sign-in: who is signed in now (401: the pair is wrong; 429: too many tries). The
 * session check (GET) says who the same way, with the timing.
 */
export const SignedInResponseSchema = v.object({ username: v.pipe(v.string(), v.minLength(1)) });

/**
 * The session check's (GET) who: the username, and whether they are an administrator, so the
 * header links an administrator to the accounts' pages (which still check it themselves).
 */
export const SessionHolderSchema = v.object({
  ...SignedInResponseSchema.entries,
  admin: v.boolean(),
});

/** 202 to a sign-in: the password was right, the reviewer's second factor is asked next. */
export const FactorRequiredResponseSchema = v.object({ factorRequired: v.literal(true) });

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
