import { createHash } from 'node:crypto';
import { afterSignIn, judgeAttempt, type KeyCount, type SignInLimit } from '../sign-in-throttle';
import type { Database } from './connect';

/**
 * The sign-in throttle's counts (its rule: server/sign-in-throttle.ts), kept in the database:
 * every server process shares them, a restart keeps them, and no flood of other keys can push
 * a blocked key out. Keys are stored hashed (no username or address in the table).
 */
export type LimitOutcome =
  | { allowed: true }
  /** `blockBegan`: this attempt blocked a key (a refusal while blocked changes nothing). */
  | { allowed: false; retryAfterSeconds: number; blockBegan: boolean };

const keyHash = (scope: string, value: string) =>
  createHash('sha256').update(`${scope}\u0000${value}`).digest('hex');

const usernameAtAddress = (username: string, address: string) =>
  keyHash('username-at-address', `${username}\u0000${address}`);
const fromAddress = (address: string) => keyHash('address', address);

interface LimitedKey {
  hash: string;
  max: number;
}

/**
 * Judges one attempt against its two keys, atomically (their rows are locked): refused while
 * either is blocked (counting nothing), or when this attempt takes one past its limit, which
 * blocks that key; otherwise counted against both, for the password to be checked.
 */
export async function countSignInAttempt(
  db: Database,
  limit: SignInLimit,
  address: string,
  username: string,
  now = new Date(),
): Promise<LimitOutcome> {
  const keys: LimitedKey[] = [
    { hash: usernameAtAddress(username, address), max: limit.perUsernameAtAddress },
    { hash: fromAddress(address), max: limit.perAddress },
  ];
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
    const verdicts = keys.map((key) => {
      const row = rows.find((entry) => entry.key_hash === key.hash);
      return { key, verdict: judgeAttempt(row && countOf(row), key.max, now) };
    });
    const refusals = verdicts.flatMap(({ verdict }) => (verdict.allowed ? [] : [verdict]));
    // Refused: only a key this attempt blocks changes; the other is not counted.
    for (const { key, verdict } of verdicts) {
      if (refusals.length > 0 && verdict.allowed) continue;
      if (verdict.count) await storeCount(trx, key.hash, verdict.count);
    }
    await forgetQuietSignInLimits(trx, now);
    if (refusals.length === 0) return { allowed: true };
    const retryAfterMs = Math.max(...refusals.map((refusal) => refusal.retryAfterMs));
    return {
      allowed: false,
      retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
      blockBegan: refusals.some((refusal) => refusal.count !== null),
    };
  });
}

/**
 * A right password: the username at this address is forgotten, and the address gets its
 * attempt back (it counts failures only).
 */
export async function recordSignIn(db: Database, address: string, username: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sign_in_limits')
      .where('key_hash', '=', usernameAtAddress(username, address))
      .execute();
    const row = await trx
      .selectFrom('sign_in_limits')
      .selectAll()
      .where('key_hash', '=', fromAddress(address))
      .forUpdate()
      .executeTakeFirst();
    if (row) await storeCount(trx, row.key_hash, afterSignIn(countOf(row)));
  });
}

function countOf(row: {
  attempts: number;
  window_started_at: Date;
  blocked_until: Date | null;
}): KeyCount {
  return {
    attempts: row.attempts,
    windowStartedAt: row.window_started_at,
    blockedUntil: row.blocked_until,
  };
}

async function storeCount(db: Database, hash: string, count: KeyCount) {
  await db
    .updateTable('sign_in_limits')
    .set({
      attempts: count.attempts,
      window_started_at: count.windowStartedAt,
      blocked_until: count.blockedUntil,
    })
    .where('key_hash', '=', hash)
    .execute();
}

/**
 * Rows quiet for a day are forgotten; a blocked key stays until its block is a day old. Run at
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
