import type { Command } from '../../../server/cli/command';

export interface CommandOutcome {
  /** 0 when the command resolved, 1 when it threw (what `runAsProcess` exits with). */
  code: 0 | 1;
  /** What the operator reads: messages, then a failure's message, as on stderr. */
  stderr: string;
  /** What scripts read, as on stdout. */
  stdout: string;
}

/**
 * A command of server/cli run in this process, as `runAsProcess` runs it in its own: the
 * test's `env` only (no DATABASE_URL or DATA_DIR leaks in from the test's own process).
 * Each command is also started once as its own process (tests/server/cli/commands-as-processes).
 */
export async function runCommand(
  command: Command,
  args: string[],
  env: Record<string, string>,
): Promise<CommandOutcome> {
  const stderr: string[] = [];
  const stdout: string[] = [];
  const context = {
    args,
    env,
    tell: (line: string) => stderr.push(line),
    print: (line: string) => stdout.push(line),
  };
  try {
    await command(context);
    return { code: 0, stderr: lines(stderr), stdout: lines(stdout) };
  } catch (error) {
    stderr.push(error instanceof Error ? error.message : String(error));
    return { code: 1, stderr: lines(stderr), stdout: lines(stdout) };
  }
}

const lines = (written: string[]) => written.map((line) => `${line}\n`).join('');
