import {
  createSelfSignedP12,
  describeP12,
  type SigningIdentity,
} from '../../../server/letters/signing-identity';

let made: SigningIdentity | undefined;

/** One self-signed identity per test process: making a key takes a second or more. */
export function testSigningIdentity(): SigningIdentity {
  if (!made) {
    const { p12, passphrase } = createSelfSignedP12('Letter signing, tests (self-signed)');
    made = describeP12(p12, passphrase, 'the test identity');
  }
  return made;
}
