import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { insertCase } from '../../../server/db/cases/insert';
import { openDatabase } from '../../../server/db/connect';
import { DataDirBusyError, lockDataDir, processStart } from '../../../server/db/data-dir-lock';
import { submittedAnswers as completeAnswers } from '../support/submitted-answers';
import { migratedDump } from '../support/test-database';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lmn-trust-'));
  dirs.push(dir);
  return join(dir, 'data');
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function everyEntry(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...everyEntry(path)] : [path];
  });
}

describe('DATA_DIR', () => {
  // A first start in an empty folder, on purpose (the other tests copy a template's files): it
  // is what writes these files. PGlite writes the cluster's files from a migrated dump rather
  // than running initdb, which costs seconds more of CPU and writes through the same calls.
  it('is created 700, and every file PGlite writes in it (WAL included) is for its owner only', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir, startFrom: migratedDump() });
    await insertCase(database.db, completeAnswers);
    await database.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = everyEntry(dataDir);
    expect(entries.some((path) => path.includes('pg_wal'))).toBe(true);
    const readableByOthers = entries.filter((path) => (statSync(path).mode & 0o077) !== 0);
    expect(readableByOthers).toEqual([]);
  });

  it('a stale lock naming a pid now used by another process does not block start-up', async () => {
    const dataDir = tempDir();
    lockDataDir(dataDir)();
    // A live process that is not the lock's owner: same pid, another start time.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const pid = other.pid ?? 0;
      const start = processStart(pid);
      expect(start).not.toBeNull();
      writeFileSync(join(dataDir, 'lock'), `${pid} ${Number(start) - 1000}`);
      const unlock = lockDataDir(dataDir);
      unlock();
      // The same process named with its own start time still holds the directory.
      writeFileSync(join(dataDir, 'lock'), `${pid} ${start}`);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirBusyError);
    } finally {
      other.kill();
    }
  });
});
