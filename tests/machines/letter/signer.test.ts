import { describe, expect, it } from 'vitest';
import {
  INCOMPLETE_PROFILE_MESSAGE,
  isValidCredentials,
  isValidFullName,
  missingProfileFields,
  signerOf,
} from '../../../machines/letter';

// A reviewer signs with a full name (up to 200 characters), credentials as signed ("MD",
// "DO", "NP-C": letters, dots, commas, hyphens and spaces, up to 40, starting with a letter),
// a valid NPI and at least one licensed state.
const ann = {
  fullName: 'Ann Lee',
  credentials: 'MD',
  npi: '1234567893',
  licensedIn: ['Oregon' as const],
};

describe('a signer’s full name', () => {
  it('is 1 to 200 characters once trimmed', () => {
    expect(isValidFullName('Ann Lee')).toBe(true);
    expect(isValidFullName('A'.repeat(200))).toBe(true);
    expect(isValidFullName(`  ${'A'.repeat(200)}  `)).toBe(true);
    expect(isValidFullName('A'.repeat(201))).toBe(false);
    expect(isValidFullName('')).toBe(false);
    expect(isValidFullName('   ')).toBe(false);
    expect(isValidFullName(null)).toBe(false);
  });
});

describe('a signer’s credentials', () => {
  it('accepts what providers sign with', () => {
    for (const credentials of ['MD', 'DO', 'NP-C', 'M.D., Ph.D.', ' MD ', 'A'.repeat(40)]) {
      expect(isValidCredentials(credentials)).toBe(true);
    }
  });

  it('refuses digits or other characters anywhere, a leading mark, over 40, a non-string', () => {
    for (const credentials of ['1MD', 'MD1', 'M/D', '-MD', '', ' ', 'A'.repeat(41)]) {
      expect(isValidCredentials(credentials)).toBe(false);
    }
    expect(isValidCredentials(undefined)).toBe(false);
  });
});

describe('what a profile still lacks', () => {
  it('names each missing field alone', () => {
    expect(missingProfileFields(ann)).toEqual([]);
    expect(missingProfileFields({ ...ann, fullName: ' ' })).toEqual(['fullName']);
    expect(missingProfileFields({ ...ann, credentials: 'M3' })).toEqual(['credentials']);
    expect(missingProfileFields({ ...ann, credentials: null })).toEqual(['credentials']);
    expect(missingProfileFields({ ...ann, npi: null })).toEqual(['npi']);
    expect(missingProfileFields({ ...ann, licensedIn: [] })).toEqual(['licensedIn']);
  });

  it('signs only with a complete profile, its name and credentials trimmed', () => {
    expect(signerOf({ ...ann, licensedIn: [] })).toBeNull();
    expect(signerOf({ ...ann, credentials: '' })).toBeNull();
    expect(signerOf({ ...ann, fullName: ' Ann Lee ', credentials: ' NP-C ' })).toEqual({
      ...ann,
      credentials: 'NP-C',
    });
  });

  it('tells a reviewer with an incomplete profile what a letter needs', () => {
    for (const part of ['full name', 'credentials', 'NPI', 'licensed states']) {
      expect(INCOMPLETE_PROFILE_MESSAGE).toContain(part);
    }
  });
});
