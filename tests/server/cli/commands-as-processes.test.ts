import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const work = mkdtempSync(join(tmpdir(), 'lmn-commands-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `npm run <script>` as package.json starts it: its own process, through tsx. */
function start(entry: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `server/cli/${entry}.ts`, ...args],
      { env: { ...process.env, DATABASE_URL: '', DATA_DIR: join(work, entry), ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

// The commands' own behaviour is tested in this process (tests/server/cli, retention); here,
// once each, what only a process shows: the exit code, and a refusal told in its own words.
describe('each command as its own process', () => {
  it('refuses with exit code 1 and the message alone on stderr, nothing on stdout, nothing written', async () => {
    const outcomes = await Promise.all([
      start('reviewer-add', ['--username', 'ann'], { REVIEWER_PASSWORD: 'short' }),
      start('purge-records', [], { RECORD_RETENTION_YEARS: '0' }),
      start('restore', [], {}),
      start('backup', [], { BACKUP_DIR: join(work, 'backups') }),
      start('partner-add', ['--slug', 'acme', '--colour', 'blue'], {}),
    ]);
    const [reviewerAdd, purge, restore, backup, partnerAdd] = outcomes;
    expect(reviewerAdd.stderr).toContain('at least 12 characters');
    expect(purge.stderr).toContain('RECORD_RETENTION_YEARS must be at least 1.');
    expect(restore.stderr).toContain('Usage: npm run restore -- FILE');
    // A backup of a database that was never made: refused, not an empty file.
    expect(backup.stderr).toMatch(/\S/);
    expect(partnerAdd.stderr).toMatch(/^--colour: "blue" is not a colour/);
    for (const outcome of outcomes) {
      expect(outcome.code).toBe(1);
      expect(outcome.stdout).toBe('');
      expect(outcome.stderr).not.toMatch(/^\s+at /m);
    }
    expect(readdirSync(work).filter((entry) => entry !== 'backups')).toEqual([]);
  });
});
