import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviewerAdd } from '../../../server/cli/commands/reviewer-add';
import { checkPassword } from '../../../server/cli/reviewer-rules';
import { runCommand } from '../support/run-command';

/** From the rule: at least 12 characters (code points), not common, not one repeated. */
const REFUSED = [
  'password',
  '12345678',
  'aaaaaaaa',
  '        ',
  'aaaaaaaaaaaa',
  '            ',
  'passwordpassword',
  'Password1234',
  // 11 characters, 12 UTF-16 units: counted as a person sees them, it is too short.
  'lantern🔒roo',
];
const ACCEPTED = ['lantern orchard seventeen', 'lantern🔒room', 'correct horse battery'];

describe('reviewer passwords', () => {
  it.each(REFUSED)('refuses %j', (password) => {
    expect(checkPassword(password)).not.toBeNull();
  });

  it.each(ACCEPTED)('accepts %j', (password) => {
    expect(checkPassword(password)).toBeNull();
  });

  it('npm run reviewer:add refuses password, 12345678, aaaaaaaa and eight spaces, storing nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lmn-reviewer-'));
    try {
      for (const password of ['password', '12345678', 'aaaaaaaa', '        ']) {
        const run = await runCommand(reviewerAdd, ['--username', 'ann'], {
          DATA_DIR: dataDir,
          REVIEWER_PASSWORD: password,
        });
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(/at least 12 characters/);
        expect(run.stderr).not.toContain('created');
      }
      // Refused before the database is opened: not even its files were made.
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
