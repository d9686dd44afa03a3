import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { migrateToLatest } from './migrations';
import type { DatabaseSchema } from './schema';

export type Database = Kysely<DatabaseSchema>;

export interface DatabaseTarget {
  /** A PostgreSQL server; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite's home (DATA_DIR); omitted with no databaseUrl: an in-memory PGlite (tests). */
  dataDir?: string;
}

export interface OpenDatabase {
  db: Database;
  /** What the logs and the bench name: "PostgreSQL" or "PGlite (<dir>)". */
  description: string;
  close(): Promise<void>;
}

/** Opens the database the environment names, applies the pending migrations, and returns it. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  const opened = target.databaseUrl ? openPostgres(target.databaseUrl) : await openPglite(target);
  try {
    await migrateToLatest(opened.db as Kysely<unknown>);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

function openPostgres(connectionString: string): OpenDatabase {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, description: 'PostgreSQL', close: () => db.destroy() };
}

async function openPglite({ dataDir }: DatabaseTarget): Promise<OpenDatabase> {
  if (dataDir === undefined) {
    const pglite = await PGlite.create();
    const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(pglite) });
    return { db, description: 'PGlite (in memory)', close: () => db.destroy() };
  }
  const home = resolve(dataDir);
  const unlock = lockDataDir(home);
  try {
    const pglite = await PGlite.create({ dataDir: join(home, 'pgdata') });
    const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(pglite) });
    const close = async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    };
    return { db, description: `PGlite (${home})`, close };
  } catch (error) {
    unlock();
    throw error;
  }
}
