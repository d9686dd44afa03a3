import { isStatusLinkExpired } from '../../machines/status/status-link-expiry';
import type { Database } from '../db/connect';
import { caseIdForStatusToken } from './status-tokens';

export type StatusLinkState =
  { kind: 'unknown' } | { kind: 'expired' } | { kind: 'open'; caseId: number };

/** When the case was last decided; null when it never was. */
async function lastDecisionAt(db: Database, caseId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('decisions')
    .select((eb) => eb.fn.max('decided_at').as('last'))
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row?.last ? new Date(row.last) : null;
}

/** What a status token opens at `now`: nothing, an expired link, or its case. */
export async function statusLinkState(
  db: Database,
  token: string,
  now: Date,
): Promise<StatusLinkState> {
  const caseId = await caseIdForStatusToken(db, token);
  if (caseId === undefined) return { kind: 'unknown' };
  if (isStatusLinkExpired(await lastDecisionAt(db, caseId), now)) return { kind: 'expired' };
  return { kind: 'open', caseId };
}
