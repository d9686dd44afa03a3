import { sql } from 'kysely';
import {
  type CaseCursor,
  type CasePageQuery,
  LETTER_STATUS,
  type SortKey,
} from '../../../machines/case';
import type { Database } from '../connect';
import { filtered, type ListRequest } from './list-filter';
import { orderOf } from './list-order';
import { dateSubmitted } from './rows';

/** A window was asked for after a case that does not exist. */
export class CursorNotValidError extends Error {
  constructor() {
    super('The list position (after) is not valid.');
  }
}

/** Where a window starts in the query's order: at (inclusive) or after one case. */
export interface Position {
  id: number;
  /** The case's sort value as text (none in the stored order, which is the id's). */
  value: string | null;
  inclusive: boolean;
}

/** The position a cursor names: its case's sort value, read by id. */
export async function cursorPosition(
  db: Database,
  page: CasePageQuery,
  cursor: CaseCursor,
): Promise<Position> {
  const row = await db
    .selectFrom('cases')
    .select(['status', sql<string>`name_sort_key`.as('name'), dateSubmitted])
    .where('id', '=', cursor.id)
    .executeTakeFirst();
  if (!row) throw new CursorNotValidError();
  // The status (and so the letter) a decision may have changed since: the one read then.
  const status = cursor.status ?? row.status;
  const valueOf: Record<SortKey, string> = {
    name: row.name,
    dateSubmitted: row.dateSubmitted,
    status,
    lmn: String(status === LETTER_STATUS),
  };
  return { id: cursor.id, value: page.sort ? valueOf[page.sort.key] : null, inclusive: false };
}

/**
 * The case at `offset` in the query's order, read from the sort's index alone (its value and
 * id; the status and state are in the index for the filters): no row is fetched to be
 * discarded. Counting index entries is linear, so past the middle of the `total` cases it
 * counts from the other end: the same case, at `total - 1 - offset` in the reverse order
 * (value and id both reversed), read by scanning the same index backwards.
 */
export async function seekPosition(
  db: Database,
  list: ListRequest,
  total: number,
): Promise<Position | undefined> {
  const { page } = list;
  const fromEnd = total - 1 - page.offset;
  if (fromEnd < 0) return undefined;
  const backwards = fromEnd < page.offset;
  const { by, direction, reverse } = orderOf(page);
  const row = await filtered(
    db
      .selectFrom('cases')
      .select(['id', sql<string | null>`${by ? sql`${by.sql}::text` : sql`null`}`.as('value')]),
    list,
  )
    .$if(by !== null, (query) => query.orderBy(sql`${by?.sql} ${backwards ? reverse : direction}`))
    .orderBy('id', backwards ? 'desc' : 'asc')
    .offset(backwards ? fromEnd : page.offset)
    .limit(1)
    .executeTakeFirst();
  return row && { id: row.id, value: row.value, inclusive: true };
}
