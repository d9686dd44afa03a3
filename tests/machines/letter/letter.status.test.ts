import { describe, expect, it } from 'vitest';
import {
  isStoredLetterStatus,
  isVerificationCode,
  verificationPath,
  verificationStatus,
  VERIFICATION_TEXT,
} from '../../../machines/letter';

describe('what the public verification says', () => {
  it('a valid letter is valid through its last day and expired the day after', () => {
    expect(verificationStatus('valid', '2027-11-24', '2027-11-24')).toBe('valid');
    expect(verificationStatus('valid', '2027-11-24', '2027-11-25')).toBe('expired');
  });

  it('a superseded or revoked letter stays so, even past its last day', () => {
    expect(verificationStatus('superseded', '2027-11-24', '2026-12-01')).toBe('superseded');
    expect(verificationStatus('revoked', '2027-11-24', '2028-01-01')).toBe('revoked');
  });

  it('the page says valid, superseded (a newer letter), revoked, expired, or no such letter', () => {
    expect(VERIFICATION_TEXT.valid).toMatch(/\bis valid\b/);
    expect(VERIFICATION_TEXT.superseded).toMatch(/newer letter/);
    expect(VERIFICATION_TEXT.superseded).toMatch(/no longer valid/);
    expect(VERIFICATION_TEXT.revoked).toMatch(/revoked/);
    expect(VERIFICATION_TEXT.revoked).toMatch(/no longer valid/);
    expect(VERIFICATION_TEXT.expired).toMatch(/expired/);
    expect(VERIFICATION_TEXT.unknown).toMatch(/No letter matches this code/);
    expect(new Set(Object.values(VERIFICATION_TEXT)).size).toBe(5);
  });

  it('a letter is verified at /verify/:code', () => {
    expect(verificationPath('Q2hlY2tDb2RlMTIzNDU2Nzg5')).toBe('/verify/Q2hlY2tDb2RlMTIzNDU2Nzg5');
  });
});

describe('stored statuses and codes, read as untrusted input', () => {
  it('a stored letter is valid, superseded or revoked; expired is only ever computed', () => {
    for (const status of ['valid', 'superseded', 'revoked']) {
      expect(isStoredLetterStatus(status)).toBe(true);
    }
    for (const status of ['expired', 'Valid', '', null, 1]) {
      expect(isStoredLetterStatus(status)).toBe(false);
    }
  });

  it('a code is at least 22 URL-safe base64 characters (16 random bytes)', () => {
    expect(isVerificationCode('Q2hlY2tDb2RlMTIzNDU2Nzg5')).toBe(true);
    expect(isVerificationCode('abcdefghij-_KLMNOPQRST')).toBe(true);
    expect(isVerificationCode('abcdefghij-_KLMNOPQRS')).toBe(false);
  });

  it('refuses anything else in the code, at either end, and a non-string', () => {
    const code = 'Q2hlY2tDb2RlMTIzNDU2Nzg5';
    for (const bad of [`${code}!`, `/${code}`, `${code}=`, `${code.slice(0, 10)}+${code}`]) {
      expect(isVerificationCode(bad)).toBe(false);
    }
    expect(isVerificationCode(22)).toBe(false);
    expect(isVerificationCode([code])).toBe(false);
    expect(isVerificationCode(null)).toBe(false);
  });
});
