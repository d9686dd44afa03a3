import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { RESTORED_COUNTS_SQL, type RestoredCounts } from '../db/restored-counts';
import { RestoreRefusedError } from './backup-file';

type Env = Record<string, string | undefined>;

/** pg_dump and pg_restore from PG_BIN_DIR when set, else from the PATH. */
function tool(name: 'pg_dump' | 'pg_restore', env: Env): string {
  const dir = env.PG_BIN_DIR?.trim();
  return dir ? join(dir, name) : name;
}

/**
 * The connection for pg_dump and pg_restore: the URL without its password on their command
 * line (which `ps` shows to every local user), the password in PGPASSWORD instead.
 */
function connection(databaseUrl: string): { url: string; env: Env } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function run(command: string, args: string[], env: Env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error) =>
      reject(new Error(`Could not run ${command} (${error.message}); set PG_BIN_DIR?`)),
    );
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (exit code ${code}):\n${errors.trim()}`)),
    );
  });
}

/**
 * One consistent snapshot (pg_dump reads the whole database in one transaction while the
 * server keeps running), in pg_dump's custom format: compressed, restored by pg_restore.
 * No owners or grants: the restore makes its role the owner of everything.
 */
export async function dumpPostgres(databaseUrl: string, file: string, env: Env): Promise<void> {
  const { url, env: auth } = connection(databaseUrl);
  await run(
    tool('pg_dump', env),
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`],
    auth,
  );
}

async function queryOne<Row extends object>(databaseUrl: string, text: string): Promise<Row> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<Row>(text);
    return rows[0] as Row;
  } finally {
    await client.end();
  }
}

/** How many tables the database already has in its public schema (the app's, or others'). */
async function countTables(databaseUrl: string): Promise<number> {
  const row = await queryOne<{ total: number }>(
    databaseUrl,
    "select count(*)::int as total from information_schema.tables where table_schema = 'public'",
  );
  return row.total;
}

/**
 * Into an empty database only: a restore over existing tables would mix two histories (or
 * fail half way). In one transaction: it all arrives, or nothing does.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  env: Env,
): Promise<RestoredCounts> {
  const tables = await countTables(databaseUrl);
  if (tables > 0) {
    throw new RestoreRefusedError(
      `The database DATABASE_URL names is not empty (${tables} tables): nothing was restored. ` +
        'Restore into a new, empty database (createdb, or "create database ... owner ..."), ' +
        'check it, then point DATABASE_URL at it.',
    );
  }
  const { url, env: auth } = connection(databaseUrl);
  await run(
    tool('pg_restore', env),
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      file,
    ],
    auth,
  );
  return queryOne<RestoredCounts>(databaseUrl, RESTORED_COUNTS_SQL);
}
