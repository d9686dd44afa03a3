import { Kysely, Migrator, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUERY } from '../../../machines/case';
import { listCases } from '../../../server/db/cases/list';
import type { Database } from '../../../server/db/connect';
import { migrateToLatest, MIGRATIONS } from '../../../server/db/migrations';
import { openBlankDatabase } from '../support/test-database';

/** A database as 0008 left it, holding cases of two states and samples, then migrated. */
let db: Kysely<unknown>;

beforeAll(async () => {
  db = await openBlankDatabase();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const upTo0008 = await migrator.migrateTo('0008_access_by_status_link');
  expect(upTo0008.error).toBeUndefined();
  await sql`
    insert into cases (name, name_sort_key, status, date_submitted, patient_state)
    values
      ('Tex One', 'tex one', 'Open', '2026-11-20', 'Texas'),
      ('Tex Two', 'tex two', 'Completed', '2026-11-20', 'Texas'),
      ('Tex Three', 'tex three', 'Open', '2026-11-21', 'Texas'),
      ('Ohio One', 'ohio one', 'Open', '2026-11-21', 'Ohio'),
      ('Sam Sample', 'sam sample', 'Denied', '2026-11-01', null)
  `.execute(db);
  await migrateToLatest(db);
});
describe('migration 0009 on a database that already holds cases', () => {
  it('counts the cases there per status and patient state', async () => {
    const rows = await sql`
      select status, patient_state, total from case_counts
      order by status, patient_state nulls first`.execute(db);
    expect(rows.rows).toEqual([
      { status: 'Completed', patient_state: 'Texas', total: 1 },
      { status: 'Denied', patient_state: null, total: 1 },
      { status: 'Open', patient_state: 'Ohio', total: 1 },
      { status: 'Open', patient_state: 'Texas', total: 2 },
    ]);
  });

  it('gives the licensed totals, and keeps them with the next case', async () => {
    // The next case is added inside a transaction rolled back at the end, so the cases the
    // migration counted stay as they were for the other test.
    const rolledBack = new Error('rolled back');
    const done = db.transaction().execute(async (trx) => {
      const listed = (status: 'All' | 'Open') =>
        listCases(
          trx as Database,
          { ...DEFAULT_QUERY, status, offset: 0, limit: 10 },
          { states: ['Texas'], stateless: true },
        );
      expect((await listed('All')).total).toBe(4);
      expect((await listed('Open')).total).toBe(2);
      await sql`
        insert into cases (name, name_sort_key, status, date_submitted, patient_state)
        values ('Tex Four', 'tex four', 'Open', '2026-11-22', 'Texas')`.execute(trx);
      expect((await listed('Open')).total).toBe(3);
      throw rolledBack;
    });
    await expect(done).rejects.toBe(rolledBack);
  });
});
