import { Kysely, Migrator, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../../server/db/migrations';
import { openBlankDatabase } from '../support/test-database';

/**
 * A database as 0015 left it: an Open and a decided case whose patients left an address
 * (never confirmed: there was no confirmation then), and one without, then migrated.
 */
let db: Kysely<unknown>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  db = await openBlankDatabase();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  expect((await migrator.migrateTo('0015_request_limits')).error).toBeUndefined();
  const { rows } = await sql<{ id: number; name: string }>`
    insert into cases (name, name_sort_key, status, date_submitted, contact_email)
    values ('Ann Open', 'ann open', 'Open', '2026-11-20', 'ann@example.org'),
           ('Bo Decided', 'bo decided', 'Completed', '2026-11-21', 'bo@example.org'),
           ('Cy Silent', 'cy silent', 'Open', '2026-11-22', null)
    returning id, name`.execute(db);
  for (const row of rows) ids[row.name] = row.id;
  await migrateToLatest(db);
});
describe('migration 0017', () => {
  it('counts no address given before it as confirmed', async () => {
    const { rows } = await sql<{ confirmed: number }>`
      select count(*)::int as confirmed from cases
      where contact_email_confirmed_at is not null`.execute(db);
    expect(rows).toEqual([{ confirmed: 0 }]);
  });

  it('queues a confirmation mail for the address of each Open case, and no other', async () => {
    const { rows } = await sql<{ case_id: number; kind: string }>`
      select case_id, kind from outbox order by id`.execute(db);
    expect(rows).toEqual([{ case_id: ids['Ann Open'], kind: 'confirm-email' }]);
  });
});
