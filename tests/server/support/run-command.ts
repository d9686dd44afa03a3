import type { Command } from '../../../server/cli/command';
import {
  type DatabaseTarget,
  type OpenDatabase,
  openDatabase as openTarget,
} from '../../../server/db/connect';

export interface CommandOutcome {
  /** 0 when the command resolved, 1 when it threw (what `runAsProcess` exits with). */
  code: 0 | 1;
  /** What the operator reads: messages, then a failure's message, as on stderr. */
  stderr: string;
  /** What scripts read, as on stdout. */
  stdout: string;
  /** Each database the command asked to open, as its environment named it. */
  opened: DatabaseTarget[];
}

/**
 * A command of server/cli run in this process, as `runAsProcess` runs it in its own: the
 * test's `env` only (no DATABASE_URL or DATA_DIR leaks in from the test's own process).
 * Each command is also started once as its own process (tests/server/cli/commands-as-processes).
 *
 * `database`: the test's open database, handed to the command in place of opening the one its
 * environment names (which `opened` records), and left open for the test: a PGlite opened
 * from files costs seconds, every time. Without it, the command opens its target for real.
 */
export async function runCommand(
  command: Command,
  args: string[],
  env: Record<string, string>,
  database?: OpenDatabase,
): Promise<CommandOutcome> {
  const stderr: string[] = [];
  const stdout: string[] = [];
  const opened: DatabaseTarget[] = [];
  const context = {
    args,
    env,
    tell: (line: string) => stderr.push(line),
    print: (line: string) => stdout.push(line),
    openDatabase: async (target: DatabaseTarget) => {
      opened.push(target);
      return database ? { ...database, close: async () => {} } : openTarget(target);
    },
  };
  try {
    await command(context);
    return { code: 0, stderr: lines(stderr), stdout: lines(stdout), opened };
  } catch (error) {
    stderr.push(error instanceof Error ? error.message : String(error));
    return { code: 1, stderr: lines(stderr), stdout: lines(stdout), opened };
  }
}

const lines = (written: string[]) => written.map((line) => `${line}\n`).join('');
