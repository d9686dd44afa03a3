import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DataDirBusyError, lockDataDir } from '../db/data-dir-lock';
import { RESTORED_COUNTS_SQL, type RestoredCounts } from '../db/restored-counts';
import { RestoreRefusedError } from './backup-file';

/** Where PGlite keeps its files inside DATA_DIR (as server/db/connect.ts opens it). */
function pgdataOf(dataDir: string): string {
  return join(resolve(dataDir), 'pgdata');
}

/** The embedded database allows one process: a backup needs the server stopped (seconds). */
function lockForBackup(dataDir: string): () => void {
  try {
    return lockDataDir(resolve(dataDir));
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    throw new Error(
      `${error.message}\nThe embedded database is backed up while the server is stopped, which ` +
        'takes seconds: for example "systemctl stop lmn && npm run backup; systemctl start lmn".',
      { cause: error },
    );
  }
}

/**
 * PGlite's own dump of its data directory, taken with the database open by this process
 * alone (so it is consistent), gzipped. Nothing is migrated first: a backup made before an
 * upgrade holds the database exactly as the old version left it.
 */
export async function dumpPglite(dataDir: string, file: string): Promise<void> {
  const pgdata = pgdataOf(dataDir);
  if (!existsSync(pgdata)) throw new Error(`There is no database in ${pgdata} to back up.`);
  const unlock = lockForBackup(dataDir);
  try {
    const pglite = await PGlite.create({ dataDir: pgdata, extensions: { pg_trgm } });
    try {
      const dump = await pglite.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}

/** Into an empty DATA_DIR only (no `pgdata`, or an empty one), as the server then finds it. */
export async function restorePglite(dataDir: string, file: string): Promise<RestoredCounts> {
  const pgdata = pgdataOf(dataDir);
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new RestoreRefusedError(
      `${pgdata} already holds a database: nothing was restored. Restore into a new, empty ` +
        'DATA_DIR, check it, then point the server at it (or move the old one aside first).',
    );
  }
  const bytes = await readFile(file);
  const unlock = lockForBackup(dataDir);
  // As the server does: no file of the database may be readable by another local user.
  process.umask(0o077);
  try {
    const pglite = await PGlite.create({
      dataDir: pgdata,
      loadDataDir: new Blob([bytes]),
      extensions: { pg_trgm },
    });
    try {
      // Reads the restored tables once, so a dump that does not load fails here, not later.
      const { rows } = await pglite.query<RestoredCounts>(RESTORED_COUNTS_SQL);
      return rows[0] as RestoredCounts;
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}
