import { Kysely, Migrator, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../../server/db/migrations';
import { openBlankDatabase } from '../support/test-database';

/** A database as 0005 left it, holding a submitted case and a seeded sample, then migrated. */
let db: Kysely<unknown>;
let rows: { name: string; patient_state: string | null; submitted: boolean; same: boolean }[];

beforeAll(async () => {
  db = await openBlankDatabase();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const upTo0005 = await migrator.migrateTo('0005_name_sort_key');
  expect(upTo0005.error).toBeUndefined();
  await sql`
    insert into cases (name, name_sort_key, status, date_submitted, answers, created_at)
    values
      ('Olive Oregon', 'olive oregon', 'Open', '2026-11-20',
       ${JSON.stringify({ name: 'Olive Oregon', state: 'Oregon' })}::jsonb,
       '2026-11-20T09:30:00Z'),
      ('Sam Sample', 'sam sample', 'Open', '2026-11-01', null, '2026-11-23T08:00:00Z')
  `.execute(db);
  await migrateToLatest(db);
  const result = await sql<(typeof rows)[number]>`
    select name, patient_state, submitted_at is not null as submitted,
      submitted_at = created_at as same
    from cases order by id`.execute(db);
  rows = result.rows;
});
describe('migration 0006 on a database that already holds cases', () => {
  it("gives a submitted case its patient's state and its submission instant", () => {
    expect(rows[0]).toEqual({
      name: 'Olive Oregon',
      patient_state: 'Oregon',
      submitted: true,
      same: true,
    });
  });

  it('leaves a seeded sample without a state or an instant: its row was written at seeding', () => {
    expect(rows[1]).toMatchObject({ name: 'Sam Sample', patient_state: null, submitted: false });
  });
});
