import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewerAdd } from '../../../server/cli/commands/reviewer-add';
import { findCase } from '../../../server/db/cases/find';
import { insertCase } from '../../../server/db/cases/insert';
import { openDatabase } from '../../../server/db/connect';
import { DataDirBusyError, lockDataDir } from '../../../server/db/data-dir-lock';
import { runCommand } from '../support/run-command';
import { migratedDataDir } from '../support/test-database';
import { submittedAnswers as completeAnswers } from '../support/submitted-answers';

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
  // Its first start, in an empty folder: tests/server/db/data-dir-trust.test.ts.
  it('keeps every case across a restart', async () => {
    const dataDir = migratedDataDir(tempDir());
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
  // Creating a reviewer, then resetting the password: tests/server/cli/reviewer-add.test.ts.
  it('refuses a short password, a bad username, and a data directory in use', async () => {
    const dataDir = tempDir();
    const failure = async (args: string[], password: string) => {
      const outcome = await runCommand(reviewerAdd, args, {
        DATA_DIR: dataDir,
        REVIEWER_PASSWORD: password,
      });
      return outcome.code === 0 ? 'succeeded' : outcome.stderr;
    };
    expect(await failure(['--username', 'ann'], 'short')).toContain('at least 12 characters');
    expect(await failure(['--username', 'a b'], 'long enough for it')).toContain('A username is');
    expect(await failure([], 'long enough for it')).toContain('Usage');
    const unlock = lockDataDir(dataDir);
    // Held by another live process (this one's parent): the command must not share the files.
    writeFileSync(join(dataDir, 'lock'), String(process.ppid));
    expect(await failure(['--username', 'ann'], 'long enough for it')).toContain('Stop it first');
    unlock();
  });
});
