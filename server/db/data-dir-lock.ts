import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one process's database: two processes opening the same data directory would
 * both write to it and corrupt it, and PGlite itself does not refuse the second one. So every
 * process that opens DATA_DIR (the server, `reviewer:add`, the bench) first takes this lock:
 * a file created exclusively, holding the owner's pid. A lock left by a process that is gone
 * (a crash, a kill -9) is taken over.
 */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${pid}), most likely ` +
        'the running server. Stop it first (the embedded database allows one process at a time), ' +
        'or run the server on PostgreSQL with DATABASE_URL.',
    );
    this.name = 'DataDirBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started (clock ticks since boot, field 22 of /proc/<pid>/stat), or null
 * where /proc is not there. With the pid it names one process for good: after a reboot or a
 * long run, the pid in a stale lock may belong to some other process by now.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count after its last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** The lock's owner as written: "pid" (older locks) or "pid start". */
function ownerIsRunning(text: string): { pid: number; running: boolean } {
  const [pidText, start] = text.trim().split(' ');
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid === process.pid || !isAlive(pid))
    return { pid, running: false };
  // A live pid that started at another time is another process: the lock is stale.
  if (start !== undefined && processStart(pid) !== null && processStart(pid) !== start) {
    return { pid, running: false };
  }
  return { pid, running: true };
}

/** Takes the lock on `dataDir` (created when missing); returns the function that frees it. */
export function lockDataDir(dataDir: string): () => void {
  // Only the server's user may enter: the database files hold patients' answers.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const lockPath = join(dataDir, 'lock');
  const start = processStart(process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, start === null ? String(process.pid) : `${process.pid} ${start}`);
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerIsRunning(readFileSync(lockPath, 'utf8'));
      if (owner.running) throw new DataDirBusyError(dataDir, owner.pid);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
