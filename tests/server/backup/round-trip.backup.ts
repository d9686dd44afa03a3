import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCase } from '../../../server/db/cases/insert';
import { type DatabaseTarget, openDatabase } from '../../../server/db/connect';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { fillDatabase } from '../support/filled-database';
import { lastLine, runCli } from './run-cli';
import { tableContents } from './table-contents';

// The issue: a timestamped file in BACKUP_DIR, private, its path the last line printed.
const PGLITE_NAME = /^lmn-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.pglite\.tar\.gz$/;
const POSTGRES_NAME = /^lmn-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.pgdump$/;

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'lmn-backup-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Fills a new database at `target`, returns what it holds. */
async function filledContents(target: DatabaseTarget) {
  const source = await openDatabase(target);
  try {
    await fillDatabase(source.db);
    return await tableContents(source.db);
  } finally {
    await source.close();
  }
}

/** What the restored database holds, and that it goes on: the next case takes the next id. */
async function restoredContents(target: DatabaseTarget) {
  const restored = await openDatabase(target);
  try {
    const contents = await tableContents(restored.db);
    const next = await insertCase(restored.db, completeAnswers);
    return { contents, nextId: next.id };
  } finally {
    await restored.close();
  }
}

function expectPrivateFile(file: string, name: RegExp) {
  expect(basename(file)).toMatch(name);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);
}

describe('the embedded database (PGlite)', () => {
  it('backs up, restores into an empty DATA_DIR only, and the copy equals the original', async () => {
    const source = join(work, 'pglite-source');
    const backups = join(work, 'pglite-backups');
    const expected = await filledContents({ dataDir: source });
    expect(expected.letters).toHaveLength(2);

    const pglite = { DATABASE_URL: '', BACKUP_DIR: backups };
    // While the server (here: this process) has DATA_DIR open, the backup asks to stop it.
    const running = await openDatabase({ dataDir: source });
    const refused = await runCli('backup', [], { ...pglite, DATA_DIR: source }).finally(() =>
      running.close(),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`in use by another process (pid ${process.pid})`);
    expect(refused.stderr).toContain('npm run backup');

    const backup = await runCli('backup', [], { ...pglite, DATA_DIR: source });
    expect(backup.code, backup.stderr).toBe(0);
    const file = lastLine(backup.stdout);
    expectPrivateFile(file, PGLITE_NAME);

    const target = join(work, 'pglite-restored');
    const restore = await runCli('restore', [file], { ...pglite, DATA_DIR: target });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('3 cases, 2 letters, 2 reviewers');
    const { contents, nextId } = await restoredContents({ dataDir: target });
    expect(contents).toEqual(expected);
    expect(nextId).toBe(4);

    const again = await runCli('restore', [file], { ...pglite, DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds a database: nothing was restored');
    expect((await restoredContents({ dataDir: target })).nextId).toBe(5);
  });

  it('refuses a file that is not a backup of this kind of database', async () => {
    const restore = await runCli('restore', [join(work, 'elsewhere.pgdump')], {
      DATABASE_URL: '',
      DATA_DIR: join(work, 'unused'),
    });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('There is no file');
    expect(existsSync(join(work, 'unused'))).toBe(false);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('PostgreSQL', () => {
  const names = [0, 1].map(() => `lmn_backup_${randomBytes(5).toString('hex')}`);
  const urlOf = (name: string) => Object.assign(new URL(serverUrl!), { pathname: `/${name}` });
  async function admin(text: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  }
  beforeAll(async () => {
    for (const name of names) await admin(`create database ${name}`);
  });
  afterAll(async () => {
    for (const name of names) await admin(`drop database if exists ${name}`);
  });

  it('backs up with pg_dump, restores into an empty database only, and the copy equals the original', async () => {
    const [sourceUrl, targetUrl] = names.map((name) => urlOf(name).toString()) as [string, string];
    const expected = await filledContents({ databaseUrl: sourceUrl });

    const backups = join(work, 'postgres-backups');
    const backup = await runCli('backup', [], { DATABASE_URL: sourceUrl, BACKUP_DIR: backups });
    expect(backup.code, backup.stderr).toBe(0);
    const file = lastLine(backup.stdout);
    expectPrivateFile(file, POSTGRES_NAME);

    const restore = await runCli('restore', [file], { DATABASE_URL: targetUrl });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('3 cases, 2 letters, 2 reviewers');
    const { contents, nextId } = await restoredContents({ databaseUrl: targetUrl });
    expect(contents).toEqual(expected);
    expect(nextId).toBe(4);

    const again = await runCli('restore', [file], { DATABASE_URL: targetUrl });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty');
    expect((await restoredContents({ databaseUrl: targetUrl })).nextId).toBe(5);
  });
});
