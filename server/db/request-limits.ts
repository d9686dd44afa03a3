import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from './connect';

/*
 * The public routes' request counts (submissions, status links, letter checks, records), kept
 * in the database rather than in one process's memory: every server process shares them and
 * a restart keeps them. Keys are stored hashed: no address in the table.
 */

export interface RequestCount {
  /** Requests counted in the key's current window, this one included. */
  current: number;
  /** Milliseconds left of the window. */
  ttlMs: number;
}

export const requestLimitKey = (scope: string, address: string) =>
  createHash('sha256').update(`${scope}\u0000${address}`).digest('hex');

/**
 * Counts one request against `keyHash` in one statement (so two processes at once both
 * count): a window older than `windowMs` starts again at this request.
 */
export async function countRequest(
  db: Database,
  keyHash: string,
  windowMs: number,
  now: Date,
): Promise<RequestCount> {
  const windowStart = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('request_limits')
    .values({ key_hash: keyHash, hits: 1, window_started_at: now })
    .onConflict((conflict) =>
      conflict.column('key_hash').doUpdateSet({
        hits: sql<number>`case when request_limits.window_started_at <= ${windowStart}
                          then 1 else request_limits.hits + 1 end`,
        window_started_at: sql<Date>`case when request_limits.window_started_at <= ${windowStart}
                                     then ${now} else request_limits.window_started_at end`,
      }),
    )
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
  const endsAt = new Date(row.window_started_at).getTime() + windowMs;
  return { current: row.hits, ttlMs: Math.max(0, endsAt - now.getTime()) };
}

/** The key's count without counting (a window past its end reads as empty). */
export async function readRequestCount(
  db: Database,
  keyHash: string,
  windowMs: number,
  now: Date,
): Promise<RequestCount> {
  const row = await db
    .selectFrom('request_limits')
    .select(['hits', 'window_started_at'])
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  const endsAt = row ? new Date(row.window_started_at).getTime() + windowMs : 0;
  if (!row || endsAt <= now.getTime()) return { current: 0, ttlMs: windowMs };
  return { current: row.hits, ttlMs: endsAt - now.getTime() };
}

/** Counts whose window ended a day ago: nobody is limited by them any more. */
export async function forgetQuietRequestLimits(db: Database, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const result = await db
    .deleteFrom('request_limits')
    .where('window_started_at', '<', dayAgo)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
