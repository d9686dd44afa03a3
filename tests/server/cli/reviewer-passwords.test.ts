import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPassword } from '../../../server/cli/reviewer-rules';

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

  it('npm run reviewer:add refuses password, 12345678, aaaaaaaa and eight spaces, storing nothing', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lmn-reviewer-'));
    try {
      for (const password of ['password', '12345678', 'aaaaaaaa', '        ']) {
        const run = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'server/cli/reviewer-add.ts', '--username', 'ann'],
          {
            env: {
              ...process.env,
              DATA_DIR: dataDir,
              DATABASE_URL: '',
              REVIEWER_PASSWORD: password,
            },
            encoding: 'utf8',
          },
        );
        expect(run.status).toBe(1);
        expect(run.stderr).toMatch(/at least 12 characters/);
        expect(run.stderr).not.toContain('created');
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
