/**
 * The National Provider Identifier check as CMS's NPI standard defines it: ten digits, the
 * last a Luhn check digit computed over the first nine prefixed with 80840 (the card issuer
 * prefix the standard assigns to US health applications).
 */
const NPI_FORMAT = /^\d{10}$/;
export const NPI_PREFIX = '80840';

/** The Luhn check digit of a string of digits (the digit that would be appended to it). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // From the right, every other digit starting with the rightmost is doubled.
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidNpi(value: unknown): value is string {
  if (typeof value !== 'string' || !NPI_FORMAT.test(value)) return false;
  return luhnCheckDigit(NPI_PREFIX + value.slice(0, 9)) === Number(value[9]);
}
