import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../machines/session/second-factor.api';

/*
 * The authenticator code's rule (RFC 6238 by the otpauth library), pure, on a clock it is
 * given: a code of the current time step, or of the step just before or after (a phone's
 * clock a little off, a code typed as it changed), and never a step already used or older.
 */

/** How many steps either side of now a code may be from. */
export const TOTP_WINDOW_STEPS = 1;

/** The name authenticator apps show above the code. */
const ISSUER = 'LMN intake';

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret, 160 random bits as RFC 4226 recommends, in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step of an instant: what a code is of. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an authenticator app shows at `at` for `secret`. */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/** The otpauth:// address a QR code carries to the app, naming the reviewer. */
export function otpauthUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

export type TotpVerdict = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'replayed' };

/**
 * Whether `code` is one the app could show within a step of `at`, and its step; `lastStep`
 * is the last step accepted before (null: none), whose code and older ones are refused.
 */
export function checkTotp(
  secret: string,
  code: string,
  at: Date,
  lastStep: number | null,
): TotpVerdict {
  const delta = totpOf(secret).validate({
    token: code,
    timestamp: at.getTime(),
    window: TOTP_WINDOW_STEPS,
  });
  if (delta === null) return { ok: false, reason: 'wrong' };
  const step = totpStep(at) + delta;
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step };
}
