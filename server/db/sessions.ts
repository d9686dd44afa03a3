import { createHash, randomBytes } from 'node:crypto';
import type { Database } from './connect';

export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;

/** Only this hash is stored: a copy of the sessions table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Database,
  reviewerId: number,
  now = new Date(),
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), reviewer_id: reviewerId, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

export interface SessionReviewer {
  reviewerId: number;
  username: string;
}

/** The reviewer a token belongs to, while its session has not expired. */
export async function findSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SessionReviewer | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('reviewers', 'reviewers.id', 'sessions.reviewer_id')
    .select(['reviewers.id', 'reviewers.username'])
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { reviewerId: row.id, username: row.username };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}
