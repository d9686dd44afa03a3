import type { Database } from '../db/connect';
import { createSelfSignedP12, describeP12, type SigningIdentity } from './signing-identity';

/**
 * The deployment's self-signed signing identity, kept in the database (one row, never
 * served, never logged): made at the first start without SIGNING_P12, then the same for every
 * process and every restart. Two first starts racing keep one (the row's key is fixed).
 */
export async function storedSigningIdentity(
  db: Database,
  commonName: string,
): Promise<SigningIdentity> {
  const read = () =>
    db.selectFrom('signing_identity').select(['p12', 'passphrase']).executeTakeFirst();
  let row = await read();
  if (!row) {
    const made = createSelfSignedP12(commonName);
    await db
      .insertInto('signing_identity')
      .values({ p12: made.p12, passphrase: made.passphrase })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('The signing identity could not be stored.');
  const p12 = Buffer.from(row.p12.buffer, row.p12.byteOffset, row.p12.byteLength);
  return describeP12(p12, row.passphrase, 'The stored signing identity');
}

/** The common name of a self-signed letter certificate: who signs, at which address. */
export function selfSignedCommonName(publicUrl: string): string {
  return `Letter signing, ${new URL(publicUrl).host} (self-signed)`;
}
