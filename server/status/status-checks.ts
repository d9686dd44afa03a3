import { randomBytes } from 'node:crypto';
import { isPatientLastName } from '../../machines/letter/last-name';
import { STATUS_CHECK_LIFETIME_MS } from '../../machines/status/status-check';
import type { Database } from '../db/connect';
import { hashToken } from '../db/sessions';

export interface NewStatusCheck {
  token: string;
  expiresAt: Date;
}

/**
 * A passed last-name check of a case's link: a fresh token for the cookie, only its hash
 * stored (a copy of the database opens nothing). Checks that expired go as a new one comes.
 */
export async function createStatusCheck(
  db: Database,
  caseId: number,
  now: Date,
): Promise<NewStatusCheck> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STATUS_CHECK_LIFETIME_MS);
  await db.deleteFrom('status_checks').where('expires_at', '<=', now).execute();
  await db
    .insertInto('status_checks')
    .values({ token_hash: hashToken(token), case_id: caseId, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** Whether the cookie's token is a check of this case that has not expired. */
export async function hasPassedStatusCheck(
  db: Database,
  caseId: number,
  token: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom('status_checks')
    .select('case_id')
    .where('token_hash', '=', hashToken(token))
    .where('case_id', '=', caseId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `typed` is the last name of the case's patient, by the letter check's rule. */
export async function isLastNameOfCase(
  db: Database,
  caseId: number,
  typed: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('cases')
    .select('name')
    .where('id', '=', caseId)
    .executeTakeFirst();
  return row !== undefined && isPatientLastName(row.name, typed);
}
