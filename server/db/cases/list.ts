import type { CasePage, CasePageQuery } from '../../../machines/case';
import type { LicenceCoverage } from '../../../machines/letter';
import type { Database } from '../connect';
import { countCases } from './list-count';
import type { ListRequest } from './list-filter';
import { cursorPosition, seekPosition } from './list-position';
import { casesFrom } from './list-window';
import { toRecord } from './rows';

/**
 * One window of the overview: searched, filtered, sorted (ties by id), with the total. A
 * window starts after a case (scrolling on), at an offset found in the sort's index alone (a
 * jump, from whichever end of the selection is nearer, so the total is counted first), or at
 * the top; the total comes from the counts table where it can.
 * `coverage`: the signed-in reviewer's, which `licensedOnly` keeps to (null: no licence rule).
 */
export async function listCases(
  db: Database,
  page: CasePageQuery,
  coverage: LicenceCoverage | null = null,
): Promise<CasePage> {
  const list: ListRequest = { page, coverage };
  if (page.after === undefined && page.offset > 0) {
    const total = await countCases(db, list);
    const position = await seekPosition(db, list, total);
    const cases = position ? await casesFrom(db, list, position) : [];
    return { cases: cases.map(toRecord), total };
  }
  const rows = async () =>
    casesFrom(
      db,
      list,
      page.after === undefined ? null : await cursorPosition(db, page, page.after),
    );
  const [cases, total] = await Promise.all([rows(), countCases(db, list)]);
  return { cases: cases.map(toRecord), total };
}
