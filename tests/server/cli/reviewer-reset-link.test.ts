import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewerAdd } from '../../../server/cli/commands/reviewer-add';
import { reviewerResetLink } from '../../../server/cli/commands/reviewer-reset-link';
import type { OpenDatabase } from '../../../server/db/connect';
import { runCommand } from '../support/run-command';
import { openTestDatabase } from '../support/test-database';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const PUBLIC_URL = 'https://letters.example.org';

// docs/server-mode.md: the operator prints a one-time reset link, on PUBLIC_URL, shown once.
describe('npm run reviewer:reset-link', () => {
  it('prints the link once on stdout and keeps only its SHA-256; an unknown username is refused', async () => {
    const env = { DATA_DIR: '/srv/lmn/data', PUBLIC_URL };
    const added = await runCommand(
      reviewerAdd,
      ['--username', 'nora'],
      { ...env, REVIEWER_PASSWORD: 'lantern orchard seventeen' },
      database,
    );
    expect(added.code).toBe(0);

    const issued = await runCommand(reviewerResetLink, ['--username', 'Nora'], env, database);
    expect(issued.code).toBe(0);
    expect(issued.opened).toEqual([{ dataDir: '/srv/lmn/data' }]);
    const match = /^https:\/\/letters\.example\.org\/reset-password\/([\w-]{43})\n$/.exec(
      issued.stdout,
    );
    expect(match, issued.stdout).not.toBeNull();
    expect(issued.stderr).toMatch(/valid once until .*shown only now/);

    const rows = await database.db
      .selectFrom('password_reset_links')
      .select(['token_hash', 'issued_by', 'issued_at', 'expires_at', 'used_at'])
      .execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    const token = match?.[1] ?? '';
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(row?.issued_by).toBeNull();
    expect(row?.used_at).toBeNull();
    const lifetime = new Date(row!.expires_at).getTime() - new Date(row!.issued_at).getTime();
    expect(lifetime).toBe(24 * 60 * 60 * 1000);

    const unknown = await runCommand(reviewerResetLink, ['--username', 'nobody'], env, database);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain('No reviewer "nobody" exists.');
  });

  it('without a username: the usage, exit code 1', async () => {
    const refused = await runCommand(
      reviewerResetLink,
      [],
      { DATA_DIR: '/srv/lmn/data' },
      database,
    );
    expect(refused.code).toBe(1);
    expect(refused.opened).toEqual([]);
    expect(refused.stderr).toContain('Usage: npm run reviewer:reset-link -- --username NAME');
  });
});
