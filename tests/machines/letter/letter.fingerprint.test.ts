import { describe, expect, it } from 'vitest';
import {
  fileCheck,
  fileCheckText,
  FINGERPRINT_ALGORITHM,
  fingerprintHex,
  groupedFingerprint,
  isFingerprint,
  MAX_LETTER_FILE_BYTES,
} from '../../../machines/letter';

// SHA-256 of the three bytes "abc" (FIPS 180-2's first example).
const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const ABC_BYTES = ABC.match(/../g)!.map((pair) => parseInt(pair, 16));

describe('a letter’s fingerprint', () => {
  it('is SHA-256, written as 64 lowercase hex digits', () => {
    expect(FINGERPRINT_ALGORITHM).toBe('SHA-256');
    expect(fingerprintHex(new Uint8Array(ABC_BYTES))).toBe(ABC);
    expect(fingerprintHex(new Uint8Array(ABC_BYTES).buffer)).toBe(ABC);
    expect(fingerprintHex(new Uint8Array([0, 1, 15, 16, 255]))).toBe('00010f10ff');
  });

  it('is recognised only in that form', () => {
    expect(isFingerprint(ABC)).toBe(true);
    for (const value of [
      ABC.toUpperCase(),
      ABC.slice(1),
      `${ABC}0`,
      ` ${ABC}`,
      'g'.repeat(64),
      64,
      null,
    ])
      expect(isFingerprint(value)).toBe(false);
  });

  it('reads in groups of four', () => {
    expect(groupedFingerprint(ABC)).toBe(
      'ba78 16bf 8f01 cfea 4141 40de 5dae 2223 b003 61a3 9617 7a9c b410 ff61 f200 15ad',
    );
  });

  it('a file larger than 5 MB is not read: no letter is that large', () => {
    expect(MAX_LETTER_FILE_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe('a file compared with the letter issued', () => {
  it('is the letter only when its fingerprint is exactly the issued one', () => {
    expect(fileCheck(ABC, ABC)).toBe('exact');
    expect(fileCheck(ABC, `${ABC.slice(0, -1)}c`)).toBe('different');
    expect(fileCheck(ABC, ABC.toUpperCase())).toBe('different');
    // A malformed issued fingerprint never vouches for anything, not even itself.
    expect(fileCheck('', '')).toBe('different');
    expect(fileCheck('abc', 'abc')).toBe('different');
  });

  it('says so in the page’s words', () => {
    expect(fileCheckText('exact', '2026-11-24')).toBe(
      'This file is exactly the letter issued on November 24, 2026.',
    );
    expect(fileCheckText('different', '2026-11-24')).toBe(
      'This file is not the letter we issued: it was changed or it is another letter.',
    );
  });
});
