import type { CaseRecord, CaseStatus } from '../../../machines/case';
import type { Database } from '../connect';
import { CASE_COLUMNS, CASE_DETAIL_COLUMNS, dateSubmitted, toRecord } from './rows';

/** The case with its answers, consent and partner's link, as a reviewer reads it. */
export async function findCase(db: Database, id: number): Promise<CaseRecord | undefined> {
  const row = await db
    .selectFrom('cases')
    .select([...CASE_COLUMNS, ...CASE_DETAIL_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** What the patient's own pages may read of a case: never its name or answers. */
export interface CaseForPatient {
  id: number;
  status: CaseStatus;
  dateSubmitted: string;
}

export async function findCaseForPatient(
  db: Database,
  id: number,
): Promise<CaseForPatient | undefined> {
  return db
    .selectFrom('cases')
    .select(['id', 'status', dateSubmitted])
    .where('id', '=', id)
    .executeTakeFirst();
}
