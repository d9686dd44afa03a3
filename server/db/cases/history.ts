import type { DecisionRecord } from '../../../machines/case';
import type { Database } from '../connect';

/** The case's audit trail, oldest first, naming each reviewer. */
export async function caseHistory(db: Database, caseId: number): Promise<DecisionRecord[]> {
  const rows = await db
    .selectFrom('decisions')
    .innerJoin('reviewers', 'reviewers.id', 'decisions.reviewer_id')
    .select(['reviewers.username', 'decided_at', 'from_status', 'to_status'])
    .where('case_id', '=', caseId)
    .orderBy('decided_at', 'asc')
    .orderBy('decisions.id', 'asc')
    .execute();
  return rows.map((row) => ({
    reviewer: row.username,
    decidedAt: new Date(row.decided_at).toISOString(),
    fromStatus: row.from_status,
    toStatus: row.to_status,
  }));
}
