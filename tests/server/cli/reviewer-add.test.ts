import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewerAdd } from '../../../server/cli/commands/reviewer-add';
import { parseProfileFlags } from '../../../server/cli/reviewer-profile-flags';
import type { OpenDatabase } from '../../../server/db/connect';
import { findProfile, findReviewer } from '../../../server/db/reviewers';
import { findFactor } from '../../../server/db/second-factor';
import { runCommand } from '../support/run-command';
import { openTestDatabase } from '../support/test-database';

let database: OpenDatabase;
const DATA_DIR = '/srv/lmn/data';

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * `npm run reviewer:add -- ARGS` as an operator runs it with DATA_DIR set, on the test's
 * database: the command must have asked for the one DATA_DIR names.
 */
async function addReviewer(args: string[], password = 'correct horse battery') {
  const env = { DATA_DIR, REVIEWER_PASSWORD: password };
  const outcome = await runCommand(reviewerAdd, args, env, database);
  for (const target of outcome.opened) expect(target).toEqual({ dataDir: DATA_DIR });
  return outcome;
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
    const result = await addReviewer(['--username', 'nia', '--npi', '1234567890']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--npi: "1234567890" is not a valid NPI');
    // Refused before the database is opened at all.
    expect(result.opened).toEqual([]);
    expect(await findReviewer(database.db, 'nia')).toBeUndefined();
  });

  it('creates with an argon2id hash and without a profile (asking for it), then resets the password and sets the issue’s flags', async () => {
    const created = await addReviewer(['--username', 'Ann'], 'first password');
    expect(created.code).toBe(0);
    expect(created.stderr).toContain('Reviewer "ann" created');
    expect(created.stderr).toContain(
      'still lacks --full-name, --credentials, --npi, --licensed-in',
    );
    const updated = await addReviewer(
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
  });
});

describe('npm run reviewer:add --totp-secret (test and benchmark accounts)', () => {
  it('refuses a secret that is not base32, writing nothing', async () => {
    const result = await addReviewer(['--username', 'tia', '--totp-secret', 'not-base32!']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--totp-secret: ');
    expect(result.opened).toEqual([]);
    expect(await findReviewer(database.db, 'tia')).toBeUndefined();
  });

  it('gives the reviewer that authenticator secret as their second factor', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const result = await addReviewer(['--username', 'tim', '--totp-secret', secret]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('second factor');
    const reviewer = await findReviewer(database.db, 'tim');
    expect(await findFactor(database.db, reviewer!.id)).toMatchObject({
      secret,
      lastStep: null,
    });
  });
});

describe('npm run reviewer:add --admin', () => {
  it('makes the reviewer an administrator, and says where they manage reviewers', async () => {
    const added = await addReviewer(['--username', 'ada', '--admin']);
    expect(added.code).toBe(0);
    expect(added.stderr).toContain('/admin/reviewers');
    const plain = await addReviewer(['--username', 'bo']);
    expect(plain.code).toBe(0);
    const rows = await database.db
      .selectFrom('reviewers')
      .select(['username', 'is_admin'])
      .where('username', 'in', ['ada', 'bo'])
      .orderBy('username')
      .execute();
    expect(rows).toEqual([
      { username: 'ada', is_admin: true },
      { username: 'bo', is_admin: false },
    ]);
  });
});
