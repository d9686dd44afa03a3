import { sql } from 'kysely';
import { type CasePageQuery, LETTER_STATUS } from '../../../machines/case';

/**
 * The values the browser's `selectCases` sorts by (machines/case/case.query.ts), in SQL: the
 * stored name sort key (collation "C", as the browser compares it), and the letter rule with
 * its status as a literal, so the expression indexes serve it. Each with the type a value
 * read back as text is cast to, to seek to it.
 */
const SORT_EXPRESSION = {
  name: { sql: sql`name_sort_key`, type: sql`text` },
  status: { sql: sql`status`, type: sql`text` },
  dateSubmitted: { sql: sql`date_submitted`, type: sql`date` },
  lmn: { sql: sql`(status = ${sql.lit(LETTER_STATUS)})`, type: sql`boolean` },
} as const;

/** The query's order in SQL: its sort expression (none: the stored order, by id) and direction. */
export function orderOf(page: CasePageQuery) {
  if (!page.sort) return { by: null, direction: sql`asc`, reverse: sql`desc`, after: sql`>` };
  const ascending = page.sort.order === 'asc';
  return {
    by: SORT_EXPRESSION[page.sort.key],
    direction: ascending ? sql`asc` : sql`desc`,
    reverse: ascending ? sql`desc` : sql`asc`,
    // What comes after a value in this direction (ties come after by id, in either).
    after: ascending ? sql`>` : sql`<`,
  };
}
