import * as v from 'valibot';

/**
 * The session's idle timing, shared by the server's session routes and the browser's idle
 * watch: the server owns the clock and the configured length, the page only counts down
 * what the server last said.
 */
export const SESSION_API = {
  /** POST: sign in. GET: who is signed in (not activity). DELETE: sign out. */
  session: '/api/session',
  /** POST: the reviewer is active ("Stay signed in", typing, clicking): the idle clock restarts. */
  activity: '/api/session/activity',
} as const;

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
