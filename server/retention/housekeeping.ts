import type { Database } from '../db/connect';
import { forgetQuietRequestLimits } from '../db/request-limits';
import { forgetQuietSignInLimits } from '../db/sign-in-limits';
import { type SafeError, serializeError } from '../logging/redact';

/**
 * How long a sent message's outbox row, or a delivered webhook event, is kept: to answer "did
 * my email go out?" or a partner's "did you send us that outcome?".
 */
const SENT_KEPT_DAYS = 30;
/** How often the server removes what has expired (and once at start). */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

export interface Removed {
  sessions: number;
  signInLimits: number;
  requestLimits: number;
  sentMail: number;
  deliveredWebhooks: number;
}

/**
 * Removes the operational data nobody needs any more (docs/data.md): sessions that have
 * expired or gone idle (they no longer open anything), sign-in and request counters quiet for a day, and
 * outbox rows and webhook events sent more than SENT_KEPT_DAYS ago; what is not sent yet stays. Each is one idempotent statement, so
 * two server processes doing it at once do no harm.
 */
export async function removeExpired(
  db: Database,
  options: { sessionIdleMs: number; now?: Date },
): Promise<Removed> {
  const now = options.now ?? new Date();
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb('last_seen_at', '<=', new Date(now.getTime() - options.sessionIdleMs)),
      ]),
    )
    .executeTakeFirst();
  const sentBefore = new Date(now.getTime() - SENT_KEPT_DAYS * 24 * 60 * 60_000);
  const sentMail = await db
    .deleteFrom('outbox')
    .where('sent_at', '<', sentBefore)
    .executeTakeFirst();
  const deliveredWebhooks = await db
    .deleteFrom('webhook_deliveries')
    .where('delivered_at', '<', sentBefore)
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    signInLimits: await forgetQuietSignInLimits(db, now),
    requestLimits: await forgetQuietRequestLimits(db, now),
    sentMail: Number(sentMail.numDeletedRows),
    deliveredWebhooks: Number(deliveredWebhooks.numDeletedRows),
  };
}

/**
 * Runs `removeExpired` now and every HOUSEKEEPING_INTERVAL_MS; reports what it removed (counts
 * only) and what failed (tried again next time). Returns the function that stops it, which
 * waits for a run under way: the database must not close under it.
 */
export function scheduleHousekeeping(
  db: Database,
  options: {
    sessionIdleMs: number;
    report: (removed: Removed) => void;
    fail: (failure: SafeError) => void;
    /** The clock each run judges by; tests fix it. */
    now?: () => Date;
  },
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = removeExpired(db, {
      sessionIdleMs: options.sessionIdleMs,
      ...(options.now && { now: options.now() }),
    })
      .then(options.report)
      .catch((error: unknown) => options.fail(serializeError(error)));
  };
  run();
  const timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
  // Housekeeping never keeps the process alive.
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}
