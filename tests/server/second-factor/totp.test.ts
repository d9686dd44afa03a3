import { describe, expect, it } from 'vitest';
import { checkTotp, totpCode, totpStep } from '../../../server/second-factor/totp';

/*
 * RFC 6238, Appendix B: the SHA-1 secret "12345678901234567890" (as base32 below) and its
 * codes, of which an app shows the last six digits. Time steps are 30 seconds.
 */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);
/** 07081804 at 1111111109 s (step 37037036). */
const RFC_TIME = 1111111109;
const RFC_CODE = '081804';
const RFC_STEP = 37037036;

describe('TOTP codes (RFC 6238)', () => {
  it('shows the codes of the RFC at its times', () => {
    expect(totpCode(RFC_SECRET, at(59))).toBe('287082');
    expect(totpCode(RFC_SECRET, at(RFC_TIME))).toBe(RFC_CODE);
    expect(totpStep(at(RFC_TIME))).toBe(RFC_STEP);
  });

  it('accepts the code of the current step, with that step', () => {
    expect(checkTotp(RFC_SECRET, RFC_CODE, at(RFC_TIME), null)).toEqual({
      ok: true,
      step: RFC_STEP,
    });
  });

  it('accepts a code one step early or late (a clock a little off), with the code’s own step', () => {
    expect(checkTotp(RFC_SECRET, RFC_CODE, at(RFC_TIME + 30), null)).toEqual({
      ok: true,
      step: RFC_STEP,
    });
    expect(checkTotp(RFC_SECRET, RFC_CODE, at(RFC_TIME - 30), null)).toEqual({
      ok: true,
      step: RFC_STEP,
    });
  });

  it('refuses a code two steps older or newer than now', () => {
    expect(checkTotp(RFC_SECRET, RFC_CODE, at(RFC_TIME + 60), null)).toEqual({
      ok: false,
      reason: 'wrong',
    });
    expect(checkTotp(RFC_SECRET, RFC_CODE, at(RFC_TIME - 60), null)).toEqual({
      ok: false,
      reason: 'wrong',
    });
  });

  it('refuses a code that is not the secret’s', () => {
    expect(checkTotp(RFC_SECRET, '123456', at(RFC_TIME), null)).toEqual({
      ok: false,
      reason: 'wrong',
    });
  });

  it('refuses a code used before within its window (a replay), and any older step’s', () => {
    expect(checkTotp(RFC_SECRET, RFC_CODE, at(RFC_TIME), RFC_STEP)).toEqual({
      ok: false,
      reason: 'replayed',
    });
    expect(checkTotp(RFC_SECRET, RFC_CODE, at(RFC_TIME + 30), RFC_STEP)).toEqual({
      ok: false,
      reason: 'replayed',
    });
    // A later step was already used: this one is older than what the app last gave.
    expect(checkTotp(RFC_SECRET, RFC_CODE, at(RFC_TIME), RFC_STEP + 1)).toEqual({
      ok: false,
      reason: 'replayed',
    });
  });

  it('accepts the next step’s code after one was used', () => {
    const next = totpCode(RFC_SECRET, at(RFC_TIME + 30));
    expect(checkTotp(RFC_SECRET, next, at(RFC_TIME + 30), RFC_STEP)).toEqual({
      ok: true,
      step: RFC_STEP + 1,
    });
  });
});
