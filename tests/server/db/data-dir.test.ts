import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { findCase } from '../../../server/db/cases/find';
import { insertCase } from '../../../server/db/cases/insert';
import { openDatabase } from '../../../server/db/connect';
import { DataDirBusyError, lockDataDir } from '../../../server/db/data-dir-lock';
import { submittedAnswers as completeAnswers } from '../support/submitted-answers';

const run = promisify(execFile);
const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'lmn-data-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('PGlite in DATA_DIR', () => {
  it('keeps every case across a restart', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    const stored = await insertCase(first.db, completeAnswers);
    await first.close();
    const second = await openDatabase({ dataDir });
    expect(await findCase(second.db, stored.id)).toEqual(stored);
    await second.close();
  });

  it('refuses a second process while one holds the directory, and takes over a stale lock', async () => {
    const dataDir = tempDir();
    const unlock = lockDataDir(dataDir);
    // The lock names this (live) process: another opener must be refused, not share the files.
    writeFileSync(join(dataDir, 'lock'), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirBusyError);
    unlock();
    writeFileSync(join(dataDir, 'lock'), '999999999');
    const again = lockDataDir(dataDir);
    again();
  });
});

describe('npm run reviewer:add', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'server/cli/reviewer-add.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
    });

  // Creating a reviewer, then resetting the password: tests/server/cli/reviewer-add.test.ts.
  it('refuses a short password, a bad username, and a data directory in use', async () => {
    const dataDir = tempDir();
    const failure = (args: string[], env: Record<string, string>) =>
      cli(args, { DATA_DIR: dataDir, ...env }).then(
        () => 'succeeded',
        (error: { stderr: string }) => error.stderr,
      );
    // Each refusal is its own process and none opens the database: they run side by side.
    const [shortPassword, badUsername, noUsername] = await Promise.all([
      failure(['--username', 'ann'], { REVIEWER_PASSWORD: 'short' }),
      failure(['--username', 'a b'], { REVIEWER_PASSWORD: 'long enough for it' }),
      failure([], { REVIEWER_PASSWORD: 'long enough for it' }),
    ]);
    expect(shortPassword).toContain('at least 12 characters');
    expect(badUsername).toContain('A username is');
    expect(noUsername).toContain('Usage');
    const unlock = lockDataDir(dataDir);
    writeFileSync(join(dataDir, 'lock'), String(process.pid));
    expect(
      await failure(['--username', 'ann'], { REVIEWER_PASSWORD: 'long enough for it' }),
    ).toContain('Stop it first');
    unlock();
  });
});
