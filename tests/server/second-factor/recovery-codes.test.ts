import { describe, expect, it } from 'vitest';
import {
  normalizeFactorCode,
  parseFactorCode,
  RECOVERY_CODE_COUNT,
} from '../../../machines/session/second-factor.api';
import { newRecoveryCodes, recoveryCodeHash } from '../../../server/second-factor/recovery-codes';

describe('recovery codes', () => {
  it('are ten different codes of sixteen base32 letters in groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
      expect(parseFactorCode(code).kind).toBe('recovery');
    }
  });

  it('hash alike however they are typed: case, spaces and hyphens aside', () => {
    const [code = ''] = newRecoveryCodes();
    const typed = ` ${code.toUpperCase().replace(/-/g, ' ')} `;
    expect(recoveryCodeHash(normalizeFactorCode(typed))).toBe(
      recoveryCodeHash(normalizeFactorCode(code)),
    );
    expect(recoveryCodeHash(normalizeFactorCode(code))).not.toContain(normalizeFactorCode(code));
  });

  it('tell an app’s six digits from a recovery code, and refuse anything else', () => {
    expect(parseFactorCode('123 456')).toEqual({ kind: 'totp', code: '123456' });
    expect(parseFactorCode('12345')).toEqual({ kind: 'invalid' });
    expect(parseFactorCode('abcd-efgh-ijkl-mnop')).toEqual({
      kind: 'recovery',
      code: 'abcdefghijklmnop',
    });
    expect(parseFactorCode('abcd-efgh-ijkl-mno1')).toEqual({ kind: 'invalid' });
  });
});
