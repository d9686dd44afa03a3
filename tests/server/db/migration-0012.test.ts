import { Kysely, Migrator, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../../server/db/migrations';
import { openBlankDatabase } from '../support/test-database';

/**
 * A database as 0011 left it (its access log taught the letter checks and the exchange with
 * the patient), with a case, then migrated to the latest.
 */
let db: Kysely<unknown>;

beforeAll(async () => {
  db = await openBlankDatabase();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  expect((await migrator.migrateTo('0011_patient_questions_and_consent')).error).toBeUndefined();
  await sql`
    insert into cases (name, name_sort_key, status, date_submitted)
    values ('Ann Example', 'ann example', 'Open', '2026-11-20')`.execute(db);
  await sql`insert into reviewers (username, password_hash) values ('ann', 'x')`.execute(db);
  await migrateToLatest(db);
});
const logged = (action: string) =>
  sql`insert into access_log (case_id, reviewer_id, action, address)
      values (1, 1, ${action}, '::1')`.execute(db);

describe('migration 0012', () => {
  it("lets the access log record the patient's record downloads", async () => {
    await expect(logged('record-download')).resolves.toBeDefined();
  });

  it('keeps every action the log allowed before, and refuses the others still', async () => {
    const before = ['view', 'letter-download', 'decision', 'letter-check', 'question', 'answer'];
    for (const action of before) {
      await expect(logged(action)).resolves.toBeDefined();
    }
    await expect(logged('edit')).rejects.toThrow(/access_log_action_check/);
  });

  it('keeps a tombstone per purged case, without personal data', async () => {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_name = 'purged_cases' order by ordinal_position`.execute(db);
    expect(rows.map((row) => row.column_name)).toEqual([
      'case_id',
      'last_activity_at',
      'retention_years',
      'purged_at',
      'purged_by',
      'removed_rows',
    ]);
  });
});
