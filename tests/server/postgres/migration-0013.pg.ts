import { createHash, randomBytes } from 'node:crypto';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../../server/db/migrations';
import { adminQuery } from '../support/test-database';

/**
 * Migration 0013 on PostgreSQL, as on PGlite (tests/server/db/migration-0013.test.ts): a key
 * stored in plain text before it is replaced by its SHA-256, with the server's built-in
 * `sha256` (no extension), and from then on only hashes are taken.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `lmn_m0013_${randomBytes(5).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl || 'postgres://x/'), {
  pathname: `/${name}`,
}).toString();
const PLAIN_KEY = 'browser-key-0123456789abcdef';
let db: Kysely<unknown>;

beforeAll(async () => {
  if (!serverUrl) throw new Error('Run through scripts/with-postgres.sh.');
  await adminQuery(serverUrl, `create database ${name}`);
  db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) }),
  });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  expect((await migrator.migrateTo('0012_retention_and_record')).error).toBeUndefined();
  await sql`
    insert into cases (name, name_sort_key, status, date_submitted, idempotency_key)
    values ('Ann Example', 'ann example', 'Open', '2026-11-20', ${PLAIN_KEY})`.execute(db);
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`).catch(
    () => undefined,
  );
});

describe('migration 0013 on PostgreSQL', () => {
  it('replaces a stored key by its SHA-256, with no request hash', async () => {
    const { rows } = await sql<{ idempotency_key: string; idempotency_request_hash: null }>`
      select idempotency_key, idempotency_request_hash from cases`.execute(db);
    expect(rows).toEqual([
      {
        idempotency_key: createHash('sha256').update(PLAIN_KEY).digest('hex'),
        idempotency_request_hash: null,
      },
    ]);
  });

  it('refuses a plain key from then on', async () => {
    await expect(
      sql`insert into cases (name, name_sort_key, status, date_submitted, idempotency_key)
          values ('Cy Example', 'cy example', 'Open', '2026-11-22', 'another-plain-key-01234')`.execute(
        db,
      ),
    ).rejects.toThrow(/cases_idempotency_key_check/);
  });
});
