import { sql } from 'kysely';
import type { Database } from '../connect';
import { filtered, type ListRequest } from './list-filter';
import { orderOf } from './list-order';
import type { Position } from './list-position';
import { CASE_COLUMNS, LISTED_NAMES, type ListedRow } from './rows';

/** The window's cases from a position on: index range scans that read only what they return. */
export async function casesFrom(
  db: Database,
  list: ListRequest,
  position: Position | null,
): Promise<ListedRow[]> {
  const { page } = list;
  const { by, direction, after } = orderOf(page);
  const rows = () => filtered(db.selectFrom('cases').select(CASE_COLUMNS), list);
  const idFrom = position?.inclusive ? ('>=' as const) : ('>' as const);
  if (!by) {
    return rows()
      .$if(position !== null, (query) => query.where('id', idFrom, position?.id ?? 0))
      .orderBy('id', 'asc')
      .limit(page.limit)
      .execute();
  }
  const ordered = rows()
    .orderBy(sql`${by.sql} ${direction}`)
    .orderBy('id', 'asc');
  if (!position) return ordered.limit(page.limit).execute();
  // Sorted with ties by id ascending whichever the direction: the cases that tie with the
  // position's value and follow it by id, then those beyond the value. Each part is one
  // range of an index on (value, id); together they are sorted again, at most 2 windows.
  const value = sql`${position.value}::text::${by.type}`;
  const ties = rows()
    .select(sql<unknown>`${by.sql}`.as('sort_value'))
    .where(sql<boolean>`${by.sql} = ${value}`)
    .where('id', idFrom, position.id)
    .orderBy('id', 'asc')
    .limit(page.limit);
  const beyond = rows()
    .select(sql<unknown>`${by.sql}`.as('sort_value'))
    .where(sql<boolean>`${by.sql} ${after} ${value}`)
    .orderBy(sql`${by.sql} ${direction}`)
    .orderBy('id', 'asc')
    .limit(page.limit);
  // A select (not raw SQL), so the driver may repeat it on a fresh connection.
  const parts = sql<ListedRow & { sort_value: unknown }>`(${ties} union all ${beyond})`;
  return db
    .selectFrom(parts.as('part'))
    .select(LISTED_NAMES)
    .orderBy(sql`sort_value ${direction}`)
    .orderBy('id', 'asc')
    .limit(page.limit)
    .execute();
}
