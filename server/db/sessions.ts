import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from './connect';

/** However active, a session ends this long after sign-in. */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Without activity, a session ends after this (SESSION_IDLE_MINUTES; HIPAA's automatic logoff). */
export const DEFAULT_SESSION_IDLE_MS = 15 * 60 * 1000;

/** Only this hash is stored: a copy of the sessions table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/**
 * A new session for the reviewer, which replaces any they had: signing in again (another
 * browser, a shared computer left signed in) ends the older one.
 */
export async function createSession(
  db: Database,
  reviewerId: number,
  now = new Date(),
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('reviewer_id', '=', reviewerId)]))
      .execute();
    await trx
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        reviewer_id: reviewerId,
        expires_at: expiresAt,
        last_seen_at: now,
      })
      .execute();
  });
  return { token, expiresAt };
}

export interface SessionReviewer {
  reviewerId: number;
  username: string;
  /** When the session ends if nothing happens before. */
  idleExpiresAt: Date;
  /** When it ends whatever happens. */
  expiresAt: Date;
}

/** The reviewer a token belongs to, while its session has neither expired nor gone idle. */
export async function findSession(
  db: Database,
  token: string,
  idleMs: number,
  now = new Date(),
): Promise<SessionReviewer | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('reviewers', 'reviewers.id', 'sessions.reviewer_id')
    .select(['reviewers.id', 'reviewers.username', 'last_seen_at', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('awaiting_factor', '=', false)
    // Disabling ends the sessions too; this keeps one begun at that moment from outliving it.
    .where('reviewers.disabled_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', new Date(now.getTime() - idleMs))
    .executeTakeFirst();
  if (!row) return undefined;
  const expiresAt = new Date(row.expires_at);
  const idleEnd = new Date(row.last_seen_at).getTime() + idleMs;
  const idleExpiresAt = new Date(Math.min(idleEnd, expiresAt.getTime()));
  return { reviewerId: row.id, username: row.username, idleExpiresAt, expiresAt };
}

/** How long a right password waits for its second factor. */
export const FACTOR_WAIT_MS = 5 * 60 * 1000;

/**
 * A right password of a reviewer with a second factor: a row that opens nothing until the
 * code step (`findFactorWait`) replaces it with a session. It ends the reviewer's earlier
 * waits, never their sessions: a password alone signs no one out.
 */
export async function createFactorWait(
  db: Database,
  reviewerId: number,
  now = new Date(),
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + FACTOR_WAIT_MS);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', now),
          eb.and([eb('reviewer_id', '=', reviewerId), eb('awaiting_factor', '=', true)]),
        ]),
      )
      .execute();
    await trx
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        reviewer_id: reviewerId,
        expires_at: expiresAt,
        last_seen_at: now,
        awaiting_factor: true,
      })
      .execute();
  });
  return { token, expiresAt };
}

/** The reviewer whose right password waits, under `token`, for its code. */
export async function findFactorWait(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ reviewerId: number; username: string } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('reviewers', 'reviewers.id', 'sessions.reviewer_id')
    .select(['reviewers.id', 'reviewers.username'])
    .where('token_hash', '=', hashToken(token))
    .where('awaiting_factor', '=', true)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { reviewerId: row.id, username: row.username };
}

/** Activity: the idle clock starts again (never past the session's own end). */
export async function touchSession(db: Database, token: string, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`greatest(last_seen_at, ${now})` })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

/** Ends a session: the reviewer whose it was, or null when there was none. */
export async function deleteSession(db: Database, token: string): Promise<number | null> {
  const ended = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', hashToken(token))
    .returning('reviewer_id')
    .executeTakeFirst();
  return ended?.reviewer_id ?? null;
}

/**
 * Ends every session of the reviewer but the one under `keptToken` (a password changed in
 * this session: whoever else held one is signed out), waits for a factor included.
 */
export async function endOtherSessions(db: Database, reviewerId: number, keptToken: string) {
  await db
    .deleteFrom('sessions')
    .where('reviewer_id', '=', reviewerId)
    .where('token_hash', '!=', hashToken(keptToken))
    .execute();
}
