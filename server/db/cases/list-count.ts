import { sql } from 'kysely';
import { type CaseStatus, DEFAULT_QUERY, isLicensedOnly } from '../../../machines/case';
import type { Database } from '../connect';
import { coveredBy } from './covered-by';
import { filtered, type ListRequest } from './list-filter';

/** The fields of a list request that are not conditions on which cases it counts. */
const NOT_CONDITIONS = new Set([
  'search',
  'status',
  'sort',
  'licensedOnly',
  'offset',
  'limit',
  'after',
]);

/**
 * The counts table (kept by a trigger, migrations 0002 and 0009: a row per status and
 * patient's state) answers a query whose only conditions are the status and the licence
 * filter; any other condition (a search, a partner, or a filter added to `CaseQuery` later,
 * which differs from its default) is counted through the indexes `filtered` uses.
 */
function countedFromCounts({ page }: ListRequest): boolean {
  const defaults = DEFAULT_QUERY as unknown as Record<string, unknown>;
  return (
    page.search.trim() === '' &&
    Object.entries(page).every(
      ([field, value]) => NOT_CONDITIONS.has(field) || value === defaults[field],
    )
  );
}

/** How many cases the request selects in all: from the counts table where it can. */
export async function countCases(db: Database, list: ListRequest): Promise<number> {
  const { page, coverage } = list;
  if (countedFromCounts(list)) {
    const counts = db
      .selectFrom('case_counts')
      .select(sql<number>`coalesce(sum(total), 0)::int`.as('total'))
      .$if(page.status !== 'All', (query) => query.where('status', '=', page.status as CaseStatus));
    const licensed = coverage && isLicensedOnly(page) ? coverage : null;
    const row = await (licensed ? coveredBy(counts, licensed) : counts).executeTakeFirstOrThrow();
    return row.total;
  }
  const row = await filtered(
    db.selectFrom('cases').select(sql<number>`count(*)::int`.as('total')),
    list,
  ).executeTakeFirstOrThrow();
  return row.total;
}
