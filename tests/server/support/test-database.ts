import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { type OpenDatabase, type OpenOptions, openDatabase } from '../../../server/db/connect';

/**
 * An empty, migrated database for one test file.
 *
 * PGlite (the default): one in-memory PGlite per test worker, started and migrated once, since
 * its start (initdb in WebAssembly) is the expensive part. Each file gets it with every table
 * emptied and every id sequence restarted, as a new database would be; a worker runs one file
 * at a time, so no two files share it at once. Test files in the worker must not run isolated
 * from each other for this (the node project in vite.config.ts sets `isolate: false`); when
 * they are, each file simply starts its own.
 *
 * PostgreSQL (TEST_DATABASE_URL, from scripts/with-postgres.sh): a new database per file,
 * dropped again by close().
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return sharedPglite();
  return openOnServer(serverUrl, {});
}

/**
 * A database of the test's own, for a test that changes the schema or closes the database to
 * see what the server does then: on PGlite a new in-memory instance, which no other file sees.
 */
export async function openPrivateTestDatabase(options: OpenOptions = {}): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({}, options);
  return openOnServer(serverUrl, options);
}

async function openOnServer(serverUrl: string, options: OpenOptions): Promise<OpenDatabase> {
  const name = `lmn_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString() }, options);
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await adminQuery(serverUrl, `drop database ${name}`);
    },
  };
}

let worker: Promise<OpenDatabase> | undefined;

async function sharedPglite(): Promise<OpenDatabase> {
  worker ??= openDatabase({});
  const opened = await worker;
  await emptyAllTables(opened);
  // The next file empties it again; the worker's exit ends it.
  return { ...opened, close: async () => {} };
}

/** Every table but the migrations' own, emptied, with its ids starting again from 1. */
async function emptyAllTables({ db }: OpenDatabase): Promise<void> {
  const tables = await db.introspection.getTables();
  const names = tables.map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
  if (names.length === 0) return;
  await sql`truncate ${sql.join(names.map((name) => sql.table(name)))} restart identity cascade`.execute(
    db,
  );
}

async function adminQuery(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
