import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../../server/db/connect';
import { deploymentSigningIdentity } from '../../../server/letters/deployment-signing';
import { createSelfSignedP12, describeP12 } from '../../../server/letters/signing-identity';
import { storedSigningIdentity } from '../../../server/letters/stored-signing-identity';
import { openTestDatabase } from '../support/test-database';

let database: OpenDatabase;
let dir: string;
const made = createSelfSignedP12('Clinic letters');

beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'lmn-signing-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the deployment’s signing identity', () => {
  it('without SIGNING_P12: made once, kept in the database, the same at every start', async () => {
    const first = await storedSigningIdentity(database.db, 'Letter signing, a (self-signed)');
    const second = await storedSigningIdentity(database.db, 'another name, ignored');
    expect(first.selfSigned).toBe(true);
    expect(first.subject).toBe('Letter signing, a (self-signed)');
    expect(second.fingerprint).toBe(first.fingerprint);
    expect(first.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    const rows = await database.db.selectFrom('signing_identity').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.passphrase.length).toBeGreaterThanOrEqual(32);
  });

  it('with SIGNING_P12: the organisation’s file, read and checked', async () => {
    const path = join(dir, 'org.p12');
    writeFileSync(path, made.p12);
    const identity = await deploymentSigningIdentity(
      {
        publicUrl: 'https://letters.example.org',
        signingP12: { path, password: made.passphrase },
      },
      database.db,
    );
    expect(identity.subject).toBe('Clinic letters');
    expect(identity.p12.equals(made.p12)).toBe(true);
  });

  it('says which variable to check when the file or its password is wrong', async () => {
    writeFileSync(join(dir, 'org.p12'), made.p12);
    const config = (password: string, path = join(dir, 'org.p12')) => ({
      publicUrl: 'https://letters.example.org',
      signingP12: { path, password },
    });
    await expect(deploymentSigningIdentity(config('wrong'), database.db)).rejects.toThrow(
      'SIGNING_P12 could not be opened: check the file and SIGNING_P12_PASSWORD.',
    );
    await expect(
      deploymentSigningIdentity(config('', join(dir, 'missing.p12')), database.db),
    ).rejects.toThrow(/^SIGNING_P12 names a file that cannot be read/);
    expect(() => describeP12(Buffer.from('not a p12'), '', 'SIGNING_P12')).toThrow(
      /^SIGNING_P12 could not be opened/,
    );
  });
});
