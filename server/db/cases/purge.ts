import { sql } from 'kysely';
import type { Database } from '../connect';

/**
 * When a case last changed: its submission, its latest decision, or the end of its latest
 * letter's validity, whichever is latest. The retention period runs from there (as state
 * rules count from the last treatment); reading a case does not start it again.
 */
const lastActivity = sql<Date>`greatest(
  coalesce(cases.submitted_at, cases.created_at),
  (select max(decided_at) from decisions where decisions.case_id = cases.id),
  (select max(valid_until)::timestamptz from letters where letters.case_id = cases.id)
)`;

export interface ExpiredCase {
  id: number;
  lastActivityAt: Date;
}

/** The cases whose last activity is older than the retention period, oldest id first. */
export async function expiredCases(db: Database, cutoff: Date): Promise<ExpiredCase[]> {
  const rows = await db
    .selectFrom('cases')
    .select(['id', lastActivity.as('last_activity_at')])
    .where(lastActivity, '<', cutoff)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, lastActivityAt: new Date(row.last_activity_at) }));
}

/**
 * Every table that holds rows of a case, by its foreign key to `cases`, read from the
 * database itself: a table a later change adds (consents, questions) is purged with the rest
 * without a change here. A table that refers to those in turn makes the purge fail whole.
 */
async function tablesOfCase(db: Database): Promise<{ table: string; column: string }[]> {
  const { rows } = await sql<{ table: string; column: string }>`
    select child.relname as table, attribute.attname as column
    from pg_constraint constraint_
    join pg_class child on child.oid = constraint_.conrelid
    join pg_attribute attribute
      on attribute.attrelid = constraint_.conrelid and attribute.attnum = constraint_.conkey[1]
    where constraint_.contype = 'f' and constraint_.confrelid = 'cases'::regclass
    order by child.relname`.execute(db);
  return rows;
}

/**
 * Purges one case in one transaction: its row is locked and its last activity read again (a
 * decision made meanwhile keeps it), every row of it removed, and a tombstone written in its
 * place. False when the case is gone or no longer expired.
 */
export async function purgeCase(
  db: Database,
  input: { caseId: number; cutoff: Date; retentionYears: number; purgedBy: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('cases')
      .select(['id', lastActivity.as('last_activity_at')])
      .where('id', '=', input.caseId)
      .forUpdate()
      .executeTakeFirst();
    if (!found || !(new Date(found.last_activity_at) < input.cutoff)) return false;
    const removed: Record<string, number> = {};
    for (const { table, column } of await tablesOfCase(trx)) {
      const result =
        await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${input.caseId}`.execute(
          trx,
        );
      removed[table] = Number(result.numAffectedRows ?? 0);
    }
    await trx.deleteFrom('cases').where('id', '=', input.caseId).execute();
    await trx
      .insertInto('purged_cases')
      .values({
        case_id: input.caseId,
        last_activity_at: new Date(found.last_activity_at),
        retention_years: input.retentionYears,
        purged_by: input.purgedBy.slice(0, 100) || 'unknown',
        removed_rows: JSON.stringify(removed),
      })
      .execute();
    return true;
  });
}
