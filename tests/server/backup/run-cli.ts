import { execFile } from 'node:child_process';

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** A command of server/cli as `npm run …` runs it, in its own process, with `env` added. */
export function runCli(
  script: 'backup' | 'restore' | 'purge-records',
  args: string[],
  env: Record<string, string>,
): Promise<CliOutcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `server/cli/${script}.ts`, ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The last line a command printed: `npm run backup` prints the file's path there. */
export function lastLine(text: string): string {
  return text.trim().split('\n').at(-1) ?? '';
}
