import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, type LogEvent, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { type SafeError, serializeError } from '../logging/redact';
import { lockDataDir } from './data-dir-lock';
import { migrateToLatest } from './migrations';
import { resilientDialect } from './resilient-driver';
import type { DatabaseSchema } from './schema';

export type Database = Kysely<DatabaseSchema>;

export interface DatabaseTarget {
  /** A PostgreSQL server; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite's home (DATA_DIR); omitted with no databaseUrl: an in-memory PGlite (tests). */
  dataDir?: string;
  /**
   * The files a PGlite starts from (a dump of another, `dumpDataDir`), in place of a new
   * cluster: the tests load one already migrated, which costs a third of an initdb. With a
   * dataDir, only for an empty one.
   */
  startFrom?: Blob;
}

/**
 * Where the database layer reports what it survived (a dropped pooled connection, a failed
 * statement): the server hands in its logger. Entries carry a redacted error and the
 * statement's SQL text (placeholders, never the parameters).
 */
type DatabaseLog = (entry: { event: string; failure?: SafeError; sql?: string }) => void;

export interface OpenOptions {
  log?: DatabaseLog;
}

export interface OpenDatabase {
  db: Database;
  /** What the logs and the bench name: "PostgreSQL" or "PGlite (<dir>)". */
  description: string;
  close(): Promise<void>;
}

/** Opens the database the environment names, applies the pending migrations, and returns it. */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<OpenDatabase> {
  const log = options.log ?? (() => undefined);
  const opened = target.databaseUrl
    ? openPostgres(target.databaseUrl, log)
    : await openPglite(target, log);
  try {
    await migrateToLatest(opened.db as Kysely<unknown>);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

/** Kysely's query log, errors only: the SQL text, never its parameters. */
function queryLog(log: DatabaseLog) {
  return (event: LogEvent) => {
    if (event.level === 'error') {
      log({ event: 'query-failed', sql: event.query.sql, failure: serializeError(event.error) });
    }
  };
}

function openPostgres(connectionString: string, log: DatabaseLog): OpenDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // While the database is away a request fails in seconds (503), it does not hang.
    connectionTimeoutMillis: 5_000,
  });
  // A pooled connection the database closed (restart, failover, pg_terminate_backend) emits
  // `error`; unhandled, that ends the process. The pool drops the connection; log and go on.
  pool.on('error', (error) =>
    log({ event: 'pool-connection-lost', failure: serializeError(error) }),
  );
  // A connection lent out (between a transaction's statements) has no pool listener.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      log({ event: 'connection-lost', failure: serializeError(error) }),
    );
  });
  const db = new Kysely<DatabaseSchema>({
    dialect: resilientDialect(new PostgresDialect({ pool })),
    log: queryLog(log),
  });
  return { db, description: 'PostgreSQL', close: () => db.destroy() };
}

/**
 * A PGlite whose files live in memory (the tests' databases), new or loaded from `startFrom`.
 * Its buffer pool is 16 MB, not PostgreSQL's 160 MB: the pool would hold a second copy of files
 * already in memory, and PGlite clears all of it at every start (half a second of a test
 * database's start). A PGlite in a DATA_DIR keeps the default pool, which spares it reads
 * through the file system.
 */
export function newInMemoryPglite(startFrom?: Blob): Promise<PGlite> {
  return PGlite.create({
    loadDataDir: startFrom,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
}

async function openPglite(
  { dataDir, startFrom }: DatabaseTarget,
  log: DatabaseLog,
): Promise<OpenDatabase> {
  if (dataDir === undefined) {
    const pglite = await newInMemoryPglite(startFrom);
    const db = new Kysely<DatabaseSchema>({
      dialect: new PGliteDialect(pglite),
      log: queryLog(log),
    });
    const stopUpkeep = keepTablesSettled(db, log);
    const close = async () => {
      stopUpkeep();
      await db.destroy();
    };
    return { db, description: 'PGlite (in memory)', close };
  }
  const home = resolve(dataDir);
  const unlock = lockDataDir(home);
  // PGlite creates its files (the WAL among them) as it goes, with the process's umask: no
  // file of it may be readable by another local user. This process writes nothing else.
  process.umask(0o077);
  try {
    const pglite = await PGlite.create({
      dataDir: join(home, 'pgdata'),
      loadDataDir: startFrom,
      extensions: { pg_trgm },
    });
    const db = new Kysely<DatabaseSchema>({
      dialect: new PGliteDialect(pglite),
      log: queryLog(log),
    });
    const stopUpkeep = keepTablesSettled(db, log);
    const close = async () => {
      stopUpkeep();
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

/** How often PGlite's cases table and its counts are vacuumed and analyzed. */
const PGLITE_UPKEEP_INTERVAL_MS = 10 * 60_000;

/**
 * PGlite runs no autovacuum. Without it the cases table's visibility map stays unset (a jump
 * deep into the overview then visits every row its index passes instead of reading the index
 * alone), the planner's statistics grow old, and the dead versions of the count rows (one per
 * submission and decision) pile up for every total to read past. This does now and then what
 * autovacuum does on PostgreSQL. A failure is logged and tried again next time; it loses
 * nothing.
 */
function keepTablesSettled(db: Database, log: DatabaseLog): () => void {
  const timer = setInterval(() => {
    sql`vacuum (analyze) cases, case_counts`
      .execute(db)
      .catch((error: unknown) => log({ event: 'upkeep-failed', failure: serializeError(error) }));
  }, PGLITE_UPKEEP_INTERVAL_MS);
  // Upkeep never keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
