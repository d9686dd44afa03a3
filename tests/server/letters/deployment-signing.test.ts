import { describe, expect, it } from 'vitest';
import { logLetterSigning } from '../../../server/letters/deployment-signing';
import type { SigningIdentity } from '../../../server/letters/signing-identity';

const FINGERPRINT = Array.from({ length: 32 }, (_, index) =>
  index.toString(16).padStart(2, '0').toUpperCase(),
).join(':');

function logged(identity: Partial<SigningIdentity>, fromEnv: boolean) {
  const lines: string[] = [];
  const log = { info: (line: string) => lines.push(line) };
  logLetterSigning(
    log as unknown as Parameters<typeof logLetterSigning>[0],
    { publicUrl: 'http://127.0.0.1:3000', publicUrlFromEnv: fromEnv },
    {
      subject: 'Letter signing, 127.0.0.1:3000 (self-signed)',
      fingerprint: FINGERPRINT,
      selfSigned: true,
      ...identity,
    } as SigningIdentity,
  );
  return lines.join('\n');
}

describe('what npm start says about letter signing', () => {
  it('names the certificate, where it is kept, and its SHA-256 fingerprint', () => {
    const text = logged({}, false);
    expect(text).toContain('Letters are signed by "Letter signing, 127.0.0.1:3000 (self-signed)"');
    expect(text).toContain('self-signed certificate kept in the database');
    expect(text).toContain('set SIGNING_P12');
    expect(text).toContain(`SHA-256 fingerprint ${FINGERPRINT}`);
  });

  it('names SIGNING_P12 when the organisation’s certificate is used', () => {
    const text = logged({ subject: 'Clinic letters', selfSigned: false }, true);
    expect(text).toContain('"Clinic letters" with the certificate in SIGNING_P12');
    expect(text).not.toContain('self-signed');
  });

  it('says where letters link, and when that is only the loopback default', () => {
    expect(logged({}, false)).toContain(
      'Letters link to http://127.0.0.1:3000 (the loopback default: set PUBLIC_URL)',
    );
    expect(logged({}, true)).toContain('Letters link to http://127.0.0.1:3000 (PUBLIC_URL)');
  });
});
