import { randomBytes } from 'node:crypto';
import { isWellFormedStatusToken } from '../../machines/status';
import type { Database } from '../db/connect';
import { hashToken } from '../db/sessions';

/** 32 random bytes, base64url: 256 bits, URL-safe, 43 characters. */
export function generateStatusToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A new link to a case. Only the token's hash is stored (as with sessions): a copy of the
 * database opens no status page. The token itself is handed out once, by the caller.
 */
export async function createStatusToken(db: Database, caseId: number): Promise<string> {
  const token = generateStatusToken();
  await db
    .insertInto('status_tokens')
    .values({ token_hash: hashToken(token), case_id: caseId })
    .execute();
  return token;
}

/** The case a token opens; undefined for an unknown or malformed token alike. */
export async function caseIdForStatusToken(
  db: Database,
  token: string,
): Promise<number | undefined> {
  if (!isWellFormedStatusToken(token)) return undefined;
  const row = await db
    .selectFrom('status_tokens')
    .select('case_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row?.case_id;
}
