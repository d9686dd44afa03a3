import type { DatabaseTarget, OpenDatabase } from '../db/connect';

/** What a command reads and where it speaks: the process's own, or a test's. */
export interface CommandContext {
  args: string[];
  env: Record<string, string | undefined>;
  /**
   * Opens the database the environment names (`databaseTarget(env)`): the process's opens
   * it for real; a test's may hand back the database it already has open.
   */
  openDatabase(target: DatabaseTarget): Promise<OpenDatabase>;
  /** A message for the operator (stderr). */
  tell(line: string): void;
  /** A result for scripts (stdout). */
  print(line: string): void;
}

/** A command of `npm run …`: resolves when done, throws an Error whose message is for the operator. */
export type Command = (context: CommandContext) => Promise<void>;

/**
 * Runs a command as `npm run` does: messages on stderr, results on stdout, and a failure's
 * message alone (no stack) with exit code 1. The commands themselves never touch `process`,
 * so the tests run them in their own process, as cheaply as any other function.
 */
export function runAsProcess(command: Command): void {
  command({
    args: process.argv.slice(2),
    env: process.env,
    // Loaded only when a command gets that far: a refused input is answered at once.
    openDatabase: async (target) => (await import('../db/connect')).openDatabase(target),
    tell: (line) => console.warn(line),
    print: (line) => process.stdout.write(`${line}\n`),
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
