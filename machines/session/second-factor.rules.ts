/*
 * The second factor's rules, without a schema library, for the router and the pages; the
 * contracts are in second-factor.api.ts. Why a case is read-only without a factor is the
 * review machine's (`SECOND_FACTOR_MISSING_MESSAGE`): the case chunk, which the patient's
 * first page prefetches, then depends on no chunk more.
 */

/** The page where a reviewer enrols; the review page links to it when they have not. */
export const SECOND_FACTOR_PAGE = '/account/second-factor';

/** An authenticator app's code: six digits, a new one every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** How many recovery codes an enrolment gives; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits of a recovery code (base32, 80 bits), shown in groups of four. */
export const RECOVERY_CODE_LENGTH = 16;

/** A code as typed, without the spaces and hyphens people and apps put in it, lower case. */
export function normalizeFactorCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

export type FactorCode =
  { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | { kind: 'invalid' };

/** Which kind of code was typed: six digits are the app's, sixteen base32 letters a recovery code. */
export function parseFactorCode(typed: string): FactorCode {
  const code = normalizeFactorCode(typed);
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return { kind: 'totp', code };
  if (new RegExp(`^[a-z2-7]{${RECOVERY_CODE_LENGTH}}$`).test(code))
    return { kind: 'recovery', code };
  return { kind: 'invalid' };
}
