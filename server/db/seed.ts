import { sql } from 'kysely';
import { SEED_CASES } from '../../machines/case';
import { caseRow } from './cases/rows';
import type { Database } from './connect';

/**
 * The ten sample cases of the spec, only when asked (SEED_SAMPLE_CASES=1) and only into an
 * empty cases table: a real deployment never gets them by surprise, a restart never twice.
 */
export async function seedSampleCases(db: Database): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table cases in exclusive mode`.execute(trx);
    const { count } = await trx
      .selectFrom('cases')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    if (count > 0) return false;
    await trx
      .insertInto('cases')
      .values(SEED_CASES.map((entry) => ({ id: entry.id, ...caseRow(entry) })))
      .execute();
    // Ids given by hand: move the identity past them so the next submission gets 11.
    await sql`select setval(pg_get_serial_sequence('cases', 'id'), (select max(id) from cases))`.execute(
      trx,
    );
    return true;
  });
}
