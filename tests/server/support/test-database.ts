import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { inject } from 'vitest';
import {
  newInMemoryPglite,
  type OpenDatabase,
  type OpenOptions,
  openDatabase,
} from '../../../server/db/connect';
import { TEMPLATE_FILES } from './pglite-templates';

/**
 * An empty, migrated database for one test file.
 *
 * PGlite (the default): one in-memory PGlite per test worker, loaded once from the migrated
 * template (pglite-templates.ts), since a new cluster (initdb in WebAssembly) is the expensive
 * part; it runs the migrations at start as the server does, finding none left to apply. Each file gets it with every table
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
  if (!serverUrl) return openDatabase({ startFrom: template('migrated') }, options);
  return openOnServer(serverUrl, options);
}

/**
 * A database no migration has touched, for the tests of the migrations themselves: they run
 * them for real. On PGlite one per worker, loaded once from a dump of a new cluster (a new
 * instance for each file cost seconds of CPU); each file gets it with the public schema, where
 * the migrations put everything they make (tables, types, the pg_trgm extension, their own
 * records), dropped and made again, as a new cluster has it. A worker runs one file at a time,
 * so no two files share it at once. The file leaves it open: destroying its Kysely closes the
 * instance, which the next file then loads again.
 */
export async function openBlankDatabase(): Promise<Kysely<unknown>> {
  let pglite = await (blankPglite ??= newBlankPglite());
  if (pglite.closed) pglite = await (blankPglite = newBlankPglite());
  await pglite.exec('drop schema public cascade; create schema public;');
  return new Kysely({ dialect: new PGliteDialect(pglite) });
}

let blankPglite: Promise<PGlite> | undefined;

const newBlankPglite = () => newInMemoryPglite(template('blank'));

/**
 * Makes `dataDir` a DATA_DIR as the server leaves it after its first start (every migration
 * applied), without that start's initdb; returns it. A test of the first start itself
 * (tests/server/db/data-dir-trust.test.ts) starts from an empty folder instead.
 */
export function migratedDataDir(dataDir: string): string {
  const source = join(inject('pgliteTemplates'), TEMPLATE_FILES.migratedDataDir);
  cpSync(source, dataDir, { recursive: true });
  return dataDir;
}

/** A dump of a cluster with every migration applied, for a DATA_DIR's first start. */
export const migratedDump = (): Blob => template('migrated');

const dumps = new Map<'blank' | 'migrated', Blob>();

/** A template's dump, read once per worker. */
function template(kind: 'blank' | 'migrated'): Blob {
  let dump = dumps.get(kind);
  if (!dump) {
    dump = new Blob([readFileSync(join(inject('pgliteTemplates'), TEMPLATE_FILES[kind]))]);
    dumps.set(kind, dump);
  }
  return dump;
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
  worker ??= openDatabase({ startFrom: template('migrated') });
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

/** One statement on the PostgreSQL server itself (create or drop a test's database). */
export async function adminQuery(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
