import { NEW_CASE_STATUS, WAITING_STAGE } from '../../../machines/case';
import type { LicenceCoverage } from '../../../machines/letter';
import type { Database } from '../connect';
import { coveredBy } from './covered-by';

/**
 * The reviewer's queue: the oldest Open case the licences cover (by date, then by id, which
 * grows with each submission), other than the one just decided and those waiting for their
 * patient's answer; undefined when none is left.
 */
export async function nextOpenCaseId(
  db: Database,
  coverage: LicenceCoverage,
  after: number | null,
): Promise<number | undefined> {
  const row = await coveredBy(db.selectFrom('cases').select('id'), coverage)
    .where('status', '=', NEW_CASE_STATUS)
    .where((row) => row.or([row('open_stage', 'is', null), row('open_stage', '<>', WAITING_STAGE)]))
    .$if(after !== null, (query) => query.where('id', '<>', after ?? 0))
    .orderBy('date_submitted', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
