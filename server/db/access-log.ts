import type { AccessAction, AccessRecord } from '../../machines/case/case.access-api';
import type { Database } from './connect';

export type { AccessAction, AccessRecord };

export interface AccessEntry {
  caseId: number;
  /** Null: the patient, through the case's status link (reading only). */
  reviewerId: number | null;
  action: AccessAction;
  /** What was done, without health data ("approve: Open → Completed", a letter's number). */
  detail?: string;
  /** Where from: the client's address as the server sees it (TRUST_PROXY decides). */
  address: string;
}

/**
 * Records one access to a case: every view, letter download and decision (who, when, what,
 * from where), as HIPAA's audit controls expect. Call it in the same transaction as the
 * change when there is one. The log is only ever inserted into.
 */
export async function recordAccess(db: Database, entry: AccessEntry): Promise<void> {
  await db
    .insertInto('access_log')
    .values({
      case_id: entry.caseId,
      reviewer_id: entry.reviewerId,
      action: entry.action,
      detail: (entry.detail ?? '').slice(0, 200),
      address: entry.address.slice(0, 100),
    })
    .execute();
}

/**
 * A case read again by the page itself (a background refresh of an open case) is recorded as
 * a view only when the reviewer has no view of the case within `withinMs`: at least one entry
 * per sitting, not one every few seconds while a tab stays open. (The log's times are the
 * database's clock, so `now` is the real time.)
 */
export async function recordRepeatedView(
  db: Database,
  entry: Omit<AccessEntry, 'action'>,
  withinMs: number,
  now = new Date(),
): Promise<void> {
  const recent = await db
    .selectFrom('access_log')
    .select('id')
    .where('case_id', '=', entry.caseId)
    .where('reviewer_id', entry.reviewerId === null ? 'is' : '=', entry.reviewerId)
    .where('action', '=', 'view')
    .where('accessed_at', '>', new Date(now.getTime() - withinMs))
    .limit(1)
    .executeTakeFirst();
  if (!recent) await recordAccess(db, { ...entry, action: 'view' });
}

/**
 * An access the page repeats by itself (a background refresh refused again) is recorded only
 * when the same reviewer has no entry of the same action and detail on the case within
 * `withinMs`: one entry per sitting, not one at every refresh.
 */
export async function recordRepeatedAccess(
  db: Database,
  entry: AccessEntry,
  withinMs: number,
  now = new Date(),
): Promise<void> {
  const recent = await db
    .selectFrom('access_log')
    .select('id')
    .where('case_id', '=', entry.caseId)
    .where('reviewer_id', entry.reviewerId === null ? 'is' : '=', entry.reviewerId)
    .where('action', '=', entry.action)
    .where('detail', '=', (entry.detail ?? '').slice(0, 200))
    .where('accessed_at', '>', new Date(now.getTime() - withinMs))
    .limit(1)
    .executeTakeFirst();
  if (!recent) await recordAccess(db, entry);
}

/** A case's access history, newest first (at most `limit` entries). */
export async function caseAccessHistory(
  db: Database,
  caseId: number,
  limit = 200,
): Promise<AccessRecord[]> {
  const rows = await db
    .selectFrom('access_log')
    .leftJoin('reviewers', 'reviewers.id', 'access_log.reviewer_id')
    .select(['reviewers.username', 'action', 'detail', 'address', 'accessed_at'])
    .where('case_id', '=', caseId)
    .orderBy('accessed_at', 'desc')
    .orderBy('access_log.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    reviewer: row.username,
    action: row.action,
    detail: row.detail,
    address: row.address,
    accessedAt: new Date(row.accessed_at).toISOString(),
  }));
}
