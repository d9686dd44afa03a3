import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewerAdd } from '../../../server/cli/commands/reviewer-add';
import { parseProfileFlags } from '../../../server/cli/reviewer-profile-flags';
import { openDatabase } from '../../../server/db/connect';
import { findProfile, findReviewer } from '../../../server/db/reviewers';
import { findFactor } from '../../../server/db/second-factor';
import { runCommand } from '../support/run-command';
import { migratedDataDir } from '../support/test-database';

let home: string;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'reviewer-add-'));
});
afterAll(async () => {
  await rm(home, { recursive: true, force: true });
});

/** `npm run reviewer:add -- ARGS` as an operator runs it, on PGlite in `dataDir`. */
function addReviewer(dataDir: string, args: string[], password = 'correct horse battery') {
  return runCommand(reviewerAdd, args, { DATA_DIR: dataDir, REVIEWER_PASSWORD: password });
}

describe('profile flags', () => {
  it.each([
    [{ npi: '1234567890' }, '--npi'],
    [{ npi: '123456789' }, '--npi'],
    [{ 'licensed-in': 'OR,DC' }, '--licensed-in'],
    [{ 'licensed-in': '' }, '--licensed-in'],
    [{ credentials: '' }, '--credentials'],
    [{ credentials: 'M.D.; drop table' }, '--credentials'],
    [{ 'full-name': '   ' }, '--full-name'],
    [{ 'full-name': 'Ann\u0000 Lee' }, '--full-name'],
    [{ 'full-name': 'Ann \uD800Lee' }, '--full-name'],
    [{ 'full-name': 'Ann\u001b[31m Lee' }, '--full-name'],
    [{ 'full-name': 'Ann\u0007 Lee' }, '--full-name'],
  ])('refuses %j with a message naming %s', (values, flag) => {
    const result = parseProfileFlags(values);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem.startsWith(`${flag}: `)).toBe(true);
  });

  it('names a control or broken character in the full name', () => {
    expect(parseProfileFlags({ 'full-name': 'Ann\u001b Lee' })).toEqual({
      ok: false,
      problem:
        '--full-name: There is an invisible control character in the full name: remove it to continue.',
    });
    expect(parseProfileFlags({ 'full-name': ' Ann Lee ' })).toEqual({
      ok: true,
      profile: { fullName: 'Ann Lee' },
    });
  });

  // Issue 33: the credentials the app knows are accepted, others refused with a clear message.
  it.each(['MD', 'DO', 'M.D.', 'NP', 'NP-C', 'PA-C', 'APRN, FNP-BC', 'MD, MPH'])(
    'accepts the known credentials %s',
    (credentials) => {
      const result = parseProfileFlags({ credentials });
      expect(result).toEqual({ ok: true, profile: { credentials } });
    },
  );

  it.each([
    ['LPN', /"LPN" is not a credential this app knows/],
    ['MD, Wizard', /"WIZARD" is not a credential this app knows/],
    ['MPH', /names no licence that signs a letter/],
  ])('refuses the credentials %s, saying which are known', (credentials, message) => {
    const result = parseProfileFlags({ credentials });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(/^--credentials: /);
    expect(!result.ok && result.problem).toMatch(message);
    expect(!result.ok && result.problem).toMatch(/MD, DO, NP/);
  });

  it('reads the issue’s example', () => {
    expect(
      parseProfileFlags({
        'full-name': 'Ann Lee',
        credentials: 'MD',
        npi: '1234567893',
        'licensed-in': 'OR,WA',
      }),
    ).toEqual({
      ok: true,
      profile: {
        fullName: 'Ann Lee',
        credentials: 'MD',
        npi: '1234567893',
        licensedIn: ['Oregon', 'Washington'],
      },
    });
  });
});

describe('npm run reviewer:add with a profile', () => {
  it('a bad value: a message naming the flag, exit code 1, nothing written', async () => {
    const dataDir = join(home, 'refused');
    const result = await addReviewer(dataDir, ['--username', 'ann', '--npi', '1234567890']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--npi: "1234567890" is not a valid NPI');
    expect(existsSync(dataDir)).toBe(false);
  });

  // One data directory for the whole story, as the server's first start left it: a new one
  // costs PGlite's initdb, seconds of CPU (the first start: tests/server/db/data-dir-trust).
  it('creates with an argon2id hash and without a profile (asking for it), then resets the password and sets the issue’s flags', async () => {
    const dataDir = migratedDataDir(join(home, 'kept'));
    const created = await addReviewer(dataDir, ['--username', 'Ann'], 'first password');
    expect(created.code).toBe(0);
    expect(created.stderr).toContain('Reviewer "ann" created');
    expect(created.stderr).toContain(
      'still lacks --full-name, --credentials, --npi, --licensed-in',
    );
    const updated = await addReviewer(
      dataDir,
      [
        '--username',
        'ann',
        '--full-name',
        'Ann Lee',
        '--credentials',
        'MD',
        '--npi',
        '1234567893',
        '--licensed-in',
        'OR,WA',
      ],
      'second password',
    );
    expect(updated.code).toBe(0);
    expect(updated.stderr).toContain('Password of reviewer "ann" reset');
    expect(updated.stderr).not.toContain('still lacks');
    const database = await openDatabase({ dataDir });
    try {
      const reviewer = await findReviewer(database.db, 'ann');
      expect(reviewer?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(reviewer!.passwordHash, 'second password')).toBe(true);
      expect(await verify(reviewer!.passwordHash, 'first password')).toBe(false);
      expect(await findProfile(database.db, reviewer!.id)).toEqual({
        fullName: 'Ann Lee',
        credentials: 'MD',
        npi: '1234567893',
        licensedIn: ['Oregon', 'Washington'],
      });
    } finally {
      await database.close();
    }
  });
});

describe('npm run reviewer:add --totp-secret (test and benchmark accounts)', () => {
  it('refuses a secret that is not base32, writing nothing', async () => {
    const dataDir = join(home, 'refused-secret');
    const result = await addReviewer(dataDir, [
      '--username',
      'tia',
      '--totp-secret',
      'not-base32!',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--totp-secret: ');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('gives the reviewer that authenticator secret as their second factor', async () => {
    const dataDir = migratedDataDir(join(home, 'with-factor'));
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const result = await addReviewer(dataDir, ['--username', 'tia', '--totp-secret', secret]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('second factor');
    const database = await openDatabase({ dataDir });
    try {
      const reviewer = await findReviewer(database.db, 'tia');
      expect(await findFactor(database.db, reviewer!.id)).toMatchObject({
        secret,
        lastStep: null,
      });
    } finally {
      await database.close();
    }
  });
});

describe('npm run reviewer:add --admin', () => {
  it('makes the reviewer an administrator, and says where they manage reviewers', async () => {
    const dataDir = migratedDataDir(join(home, 'admin'));
    const added = await addReviewer(dataDir, ['--username', 'ada', '--admin']);
    expect(added.code).toBe(0);
    expect(added.stderr).toContain('/admin/reviewers');
    const plain = await addReviewer(dataDir, ['--username', 'bo']);
    expect(plain.code).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .selectFrom('reviewers')
        .select(['username', 'is_admin'])
        .orderBy('username')
        .execute();
      expect(rows).toEqual([
        { username: 'ada', is_admin: true },
        { username: 'bo', is_admin: false },
      ]);
    } finally {
      await database.close();
    }
  });
});
