import { createHash } from 'node:crypto';
import { Kysely, Migrator, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../../server/db/migrations';
import { openBlankDatabase } from '../support/test-database';

/**
 * A database as 0012 left it, with a case submitted under a plain Idempotency-Key and one
 * without a key, then migrated to the latest.
 */
const PLAIN_KEY = 'browser-key-0123456789abcdef';
let db: Kysely<unknown>;

beforeAll(async () => {
  db = await openBlankDatabase();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  expect((await migrator.migrateTo('0012_retention_and_record')).error).toBeUndefined();
  await sql`
    insert into cases (name, name_sort_key, status, date_submitted, idempotency_key)
    values ('Ann Example', 'ann example', 'Open', '2026-11-20', ${PLAIN_KEY}),
           ('Bo Example', 'bo example', 'Open', '2026-11-21', null)`.execute(db);
  await migrateToLatest(db);
});
/** The cases 0012 left, as the migration made them (a test's later inserts are not read). */
const keys = async () =>
  (
    await sql<{ name: string; idempotency_key: string | null; idempotency_request_hash: null }>`
      select name, idempotency_key, idempotency_request_hash from cases
      where name in ('Ann Example', 'Bo Example') order by id`.execute(db)
  ).rows;

describe('migration 0013', () => {
  it('replaces a stored key by its SHA-256, and leaves a case without one alone', async () => {
    const sha256 = createHash('sha256').update(PLAIN_KEY).digest('hex');
    expect(await keys()).toEqual([
      { name: 'Ann Example', idempotency_key: sha256, idempotency_request_hash: null },
      { name: 'Bo Example', idempotency_key: null, idempotency_request_hash: null },
    ]);
  });

  it('takes only hashes from now on: a plain key, or a request hash that is not one, is refused', async () => {
    const insert = (key: string, requestHash: string | null) =>
      sql`insert into cases (name, name_sort_key, status, date_submitted, idempotency_key,
                             idempotency_request_hash)
          values ('Cy Example', 'cy example', 'Open', '2026-11-22', ${key}, ${requestHash})`.execute(
        db,
      );
    await expect(insert('another-plain-key-0123456789', null)).rejects.toThrow(
      /cases_idempotency_key_check/,
    );
    await expect(insert('a'.repeat(64), 'not a hash')).rejects.toThrow(
      /idempotency_request_hash_check/,
    );
    await expect(insert('b'.repeat(64), 'c'.repeat(64))).resolves.toBeDefined();
  });
});
