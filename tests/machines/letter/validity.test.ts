import { describe, expect, it } from 'vitest';
import { formatLetterDate, validUntil, verificationStatus } from '../../../machines/letter';

describe('validity: issue date + 12 months', () => {
  it.each([
    ['2026-11-24', '2027-11-24'],
    ['2026-12-31', '2027-12-31'],
    ['2026-01-01', '2027-01-01'],
    ['2027-01-31', '2028-01-31'],
    ['2028-02-29', '2029-02-28'],
    ['2027-02-28', '2028-02-28'],
    ['2099-12-01', '2100-12-01'],
  ])('a letter issued on %s is valid until %s', (issued, until) => {
    expect(validUntil(issued)).toBe(until);
  });

  it('refuses what is not a yyyy-mm-dd date', () => {
    expect(() => validUntil('24/11/2026')).toThrow(/Not a yyyy-mm-dd date: 24\/11\/2026/);
    expect(() => validUntil('x2026-11-24')).toThrow(/yyyy-mm-dd/);
    expect(() => validUntil('2026-11-24T10:00')).toThrow(/yyyy-mm-dd/);
  });

  it('writes dates the way a letter does', () => {
    expect(formatLetterDate('2026-11-24')).toBe('November 24, 2026');
    // What is not a yyyy-mm-dd date is shown as it is, never as a wrong date.
    expect(formatLetterDate('2026-11-24T10:00')).toBe('2026-11-24T10:00');
    expect(formatLetterDate('on 2026-11-24')).toBe('on 2026-11-24');
    expect(formatLetterDate('2029-02-28')).toBe('February 28, 2029');
  });
});

describe('verification status', () => {
  it('a valid letter is valid through its last day and expired the day after', () => {
    expect(verificationStatus('valid', '2027-11-24', '2027-11-24')).toBe('valid');
    expect(verificationStatus('valid', '2027-11-24', '2027-11-25')).toBe('expired');
  });

  it('superseded and revoked stay what they are, expired or not', () => {
    expect(verificationStatus('superseded', '2027-11-24', '2026-12-01')).toBe('superseded');
    expect(verificationStatus('revoked', '2027-11-24', '2030-01-01')).toBe('revoked');
  });
});
