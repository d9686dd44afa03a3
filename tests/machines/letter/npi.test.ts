import { describe, expect, it } from 'vitest';
import { isValidNpi, luhnCheckDigit } from '../../../machines/letter';

describe('NPI check (10 digits, Luhn check digit over 80840 + the first nine)', () => {
  it("accepts the standard's published example 1234567893", () => {
    expect(isValidNpi('1234567893')).toBe(true);
  });

  it("computes the published example's check digit 3 from 80840123456789", () => {
    expect(luhnCheckDigit('80840123456789')).toBe(3);
  });

  it.each(['1234567890', '1234567891', '1234567892', '1234567894', '1234567899'])(
    'refuses %s: a wrong check digit',
    (npi) => {
      expect(isValidNpi(npi)).toBe(false);
    },
  );

  it.each(['123456789', '12345678931', '123456789a', ' 1234567893', '', '12345-7893'])(
    'refuses %j: not exactly ten digits',
    (npi) => {
      expect(isValidNpi(npi)).toBe(false);
    },
  );

  it('refuses a number (an NPI is text: a leading zero must survive)', () => {
    expect(isValidNpi(1234567893)).toBe(false);
  });

  it('accepts other numbers whose check digit is right (hand-computed with the 80840 prefix)', () => {
    // The standard's shortcut: double every other digit of the nine from the right, add 24
    // for the prefix. 123456780: 14 + 20 + 24 = 58 -> 2. 999999999: 45 + 36 + 24 = 105 -> 5.
    expect(isValidNpi('1234567802')).toBe(true);
    expect(isValidNpi('9999999995')).toBe(true);
  });
});
