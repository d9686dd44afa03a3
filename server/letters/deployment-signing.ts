import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/connect';
import { describeP12, type SigningIdentity } from './signing-identity';
import { selfSignedCommonName, storedSigningIdentity } from './stored-signing-identity';

/**
 * What `npm start` signs letters with: SIGNING_P12 (the organisation's certificate) when set,
 * read and checked before the server listens; otherwise the self-signed one in the database.
 */
export async function deploymentSigningIdentity(
  config: Pick<ServerConfig, 'signingP12' | 'publicUrl'>,
  db: Database,
): Promise<SigningIdentity> {
  if (!config.signingP12) return storedSigningIdentity(db, selfSignedCommonName(config.publicUrl));
  let file: Buffer;
  try {
    file = await readFile(config.signingP12.path);
  } catch {
    throw new Error(`SIGNING_P12 names a file that cannot be read: ${config.signingP12.path}.`);
  }
  return describeP12(file, config.signingP12.password, 'SIGNING_P12');
}

/** Says at start-up who signs letters (the certificate's fingerprint) and where they link. */
export function logLetterSigning(
  log: FastifyBaseLogger,
  config: Pick<ServerConfig, 'publicUrl' | 'publicUrlFromEnv'>,
  identity: SigningIdentity,
): void {
  const kind = identity.selfSigned
    ? 'a self-signed certificate kept in the database (set SIGNING_P12 for an organisation certificate)'
    : 'the certificate in SIGNING_P12';
  log.info(
    `Letters are signed by "${identity.subject}" with ${kind}; SHA-256 fingerprint ${identity.fingerprint}.`,
  );
  const source = config.publicUrlFromEnv ? 'PUBLIC_URL' : 'the loopback default: set PUBLIC_URL';
  log.info(`Letters link to ${config.publicUrl} (${source}).`);
}
