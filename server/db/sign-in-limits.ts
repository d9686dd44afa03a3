import { createHash } from 'node:crypto';
import type { Database } from './connect';

/**
 * Sign-in attempts limited per address, per username and overall, counted in the database:
 * every server process shares the counts, a restart keeps them, and no flood of other keys
 * can push a locked key out (the in-memory limiter this replaces held 5 000 keys).
 * Past the limit a key is blocked for one window, then twice as long at each further
 * attempt (backoff), up to MAX_BLOCK_MS; a full quiet window after the block resets it.
 */
export interface SignInLimit {
  /** Attempts allowed per window. */
  perUsername: number;
  perAddress: number;
  overall: number;
  windowMs: number;
}

const MAX_BLOCK_MS = 60 * 60 * 1000;

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const keyHash = (scope: string, value: string) =>
  createHash('sha256').update(`${scope}\u0000${value}`).digest('hex');

interface LimitedKey {
  hash: string;
  max: number;
}

function keysOf(limit: SignInLimit, address: string, username: string): LimitedKey[] {
  return [
    { hash: keyHash('username', username), max: limit.perUsername },
    { hash: keyHash('address', address), max: limit.perAddress },
    { hash: keyHash('overall', ''), max: limit.overall },
  ];
}

/**
 * Counts one attempt against each key, atomically (the rows are locked): refused while any
 * key is blocked (counting nothing), or when this attempt takes a key past its limit.
 */
export async function countSignInAttempt(
  db: Database,
  limit: SignInLimit,
  address: string,
  username: string,
  now = new Date(),
): Promise<LimitOutcome> {
  const keys = keysOf(limit, address, username);
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sign_in_limits')
      .values(keys.map((key) => ({ key_hash: key.hash, attempts: 0, window_started_at: now })))
      .onConflict((conflict) => conflict.column('key_hash').doNothing())
      .execute();
    const rows = await trx
      .selectFrom('sign_in_limits')
      .selectAll()
      .where(
        'key_hash',
        'in',
        keys.map((key) => key.hash),
      )
      .orderBy('key_hash')
      .forUpdate()
      .execute();
    const blockedUntil = Math.max(0, ...rows.map((row) => row.blocked_until?.getTime() ?? 0));
    if (blockedUntil > now.getTime()) {
      return {
        allowed: false,
        retryAfterSeconds: Math.ceil((blockedUntil - now.getTime()) / 1000),
      };
    }
    let refusedFor = 0;
    for (const key of keys) {
      const row = rows.find((entry) => entry.key_hash === key.hash);
      if (!row) continue;
      const quietSince = Math.max(
        row.window_started_at.getTime(),
        row.blocked_until?.getTime() ?? 0,
      );
      const fresh = now.getTime() - quietSince >= limit.windowMs;
      const attempts = fresh ? 1 : row.attempts + 1;
      const excess = attempts - key.max;
      const block = excess > 0 ? Math.min(MAX_BLOCK_MS, limit.windowMs * 2 ** (excess - 1)) : 0;
      refusedFor = Math.max(refusedFor, block);
      await trx
        .updateTable('sign_in_limits')
        .set({
          attempts,
          window_started_at: fresh ? now : row.window_started_at,
          blocked_until: block > 0 ? new Date(now.getTime() + block) : row.blocked_until,
        })
        .where('key_hash', '=', key.hash)
        .execute();
    }
    await forgetQuietSignInLimits(trx, now);
    if (refusedFor > 0) return { allowed: false, retryAfterSeconds: Math.ceil(refusedFor / 1000) };
    return { allowed: true };
  });
}

/** A successful sign-in clears its username's count (not the address's, not the overall). */
export async function clearUsernameAttempts(db: Database, username: string): Promise<void> {
  await db
    .deleteFrom('sign_in_limits')
    .where('key_hash', '=', keyHash('username', username))
    .execute();
}

/**
 * Rows quiet for a day are forgotten; a locked key stays until its block is a day old. Run at
 * every attempt and by the server's housekeeping, so a quiet server forgets them too.
 */
export async function forgetQuietSignInLimits(db: Database, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const result = await db
    .deleteFrom('sign_in_limits')
    .where('window_started_at', '<', dayAgo)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', dayAgo)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
