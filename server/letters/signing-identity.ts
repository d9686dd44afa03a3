import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** What letters are signed with: a PKCS#12 file (certificate and private key) and its password. */
export interface SigningIdentity {
  p12: Buffer;
  passphrase: string;
  /** The certificate's subject common name: who the signature says signed. */
  subject: string;
  /** SHA-256 of the certificate (DER), as readers show it: "AB:CD:…". */
  fingerprint: string;
  selfSigned: boolean;
}

/** PKCS#12 bag types (RFC 7292): node-forge types its own table as possibly missing. */
const BAGS = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
} as const;

/**
 * Reads a PKCS#12 file as the signing identity, or says why it cannot be used (a wrong
 * password, no certificate, no key). `source` names where it came from in the message.
 */
export function describeP12(p12: Buffer, passphrase: string, source: string): SigningIdentity {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), passphrase);
  } catch {
    throw new Error(`${source} could not be opened: check the file and SIGNING_P12_PASSWORD.`);
  }
  const certificateBags = parsed.getBags({ bagType: BAGS.certificate })[BAGS.certificate] ?? [];
  const certificate = certificateBags.map((bag) => bag.cert).find((cert) => cert !== undefined);
  const keys = [BAGS.shroudedKey, BAGS.key].flatMap(
    (bagType) => parsed.getBags({ bagType })[bagType] ?? [],
  );
  if (!certificate || keys.length === 0)
    throw new Error(`${source} must hold a certificate and its private key.`);
  const der = Buffer.from(
    forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(),
    'binary',
  );
  const subject = certificate.subject.getField('CN')?.value;
  const issuer = certificate.issuer.getField('CN')?.value;
  return {
    p12,
    passphrase,
    subject: typeof subject === 'string' ? subject : 'the deployment',
    fingerprint: createHash('sha256')
      .update(der)
      .digest('hex')
      .toUpperCase()
      .replace(/(..)(?=.)/g, '$1:'),
    selfSigned: subject === issuer,
  };
}

const TEN_YEARS_MS = 10 * 365.25 * 24 * 3600 * 1000;

/**
 * A new self-signed certificate for signing letters, with its key (RSA 2048, made by Node's
 * crypto: node-forge's own key generation takes seconds), as a PKCS#12 file under a random
 * password. Readers show such a signature as intact but its signer as not trusted; an
 * organisation's certificate (SIGNING_P12) shows it as trusted.
 */
export function createSelfSignedP12(commonName: string): { p12: Buffer; passphrase: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = Date.now();
  certificate.validity.notBefore = new Date(now - 24 * 3600 * 1000);
  certificate.validity.notAfter = new Date(now + TEN_YEARS_MS);
  const name = [{ name: 'commonName', value: commonName }];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const passphrase = randomBytes(24).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: 'aes256' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}
