import { describe, expect, it } from 'vitest';
import {
  parseFactorCode,
  normalizeFactorCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  SECOND_FACTOR_PAGE,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '../../../machines/session/second-factor.rules';

// From docs/decisions/2026-11-27-second-factor.md: an authenticator app's code is six digits
// every 30 seconds (RFC 6238's defaults); ten recovery codes, each sixteen base32 letters
// (80 bits) shown in groups of four; enrolment at /account/second-factor.
describe('the second factor’s rules', () => {
  it('are those of RFC 6238’s apps and of the decision record', () => {
    expect(TOTP_DIGITS).toBe(6);
    expect(TOTP_PERIOD_SECONDS).toBe(30);
    expect(RECOVERY_CODE_COUNT).toBe(10);
    expect(RECOVERY_CODE_LENGTH).toBe(16);
    expect(SECOND_FACTOR_PAGE).toBe('/account/second-factor');
  });

  it('reads a code as people and apps write it: spaces and hyphens dropped, lower case', () => {
    expect(normalizeFactorCode(' 123 456 ')).toBe('123456');
    expect(normalizeFactorCode('ABCD-EFGH-2345-6723')).toBe('abcdefgh23456723');
    expect(normalizeFactorCode('abcd efgh\t2345\n6723')).toBe('abcdefgh23456723');
    expect(normalizeFactorCode('a_b')).toBe('a_b');
  });

  it('takes six digits as the app’s code', () => {
    expect(parseFactorCode('123456')).toEqual({ kind: 'totp', code: '123456' });
    expect(parseFactorCode('123 456')).toEqual({ kind: 'totp', code: '123456' });
    expect(parseFactorCode('012-345')).toEqual({ kind: 'totp', code: '012345' });
  });

  it('takes sixteen base32 letters, in any case and groups, as a recovery code', () => {
    expect(parseFactorCode('ABCD-EFGH-2345-6723')).toEqual({
      kind: 'recovery',
      code: 'abcdefgh23456723',
    });
    expect(parseFactorCode('abcdefghijklmnop')).toEqual({
      kind: 'recovery',
      code: 'abcdefghijklmnop',
    });
  });

  it.each([
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['digits with a letter', '12345a'],
    ['digits after other text', 'x123456'],
    ['digits before other text', '123456x'],
    ['fifteen letters', 'abcdefghijklmno'],
    ['seventeen letters', 'abcdefghijklmnopq'],
    ['a digit base32 has not (1)', 'abcdefghijklmno1'],
    ['a digit base32 has not (8)', 'abcdefghijklmno8'],
    ['letters after a recovery code', 'abcdefghijklmnop!'],
    ['nothing', ''],
    ['only spaces', '   '],
  ])('refuses %s', (_, typed) => {
    expect(parseFactorCode(typed)).toEqual({ kind: 'invalid' });
  });
});
