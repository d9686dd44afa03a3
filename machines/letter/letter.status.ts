/** What a stored letter is: the current one, replaced by a later approval, or withdrawn by a Deny. */
export const STORED_LETTER_STATUSES = ['valid', 'superseded', 'revoked'] as const;
export type StoredLetterStatus = (typeof STORED_LETTER_STATUSES)[number];

/** What the public verification says: a valid letter past its last day is expired. */
export type VerificationStatus = StoredLetterStatus | 'expired';

export function isStoredLetterStatus(value: unknown): value is StoredLetterStatus {
  return (STORED_LETTER_STATUSES as readonly unknown[]).includes(value);
}

/** The status on `today` (yyyy-mm-dd) of a letter stored as `stored`, valid through `validUntil`. */
export function verificationStatus(
  stored: StoredLetterStatus,
  validUntil: string,
  today: string,
): VerificationStatus {
  if (stored === 'valid' && today > validUntil) return 'expired';
  return stored;
}

/** What the verification page says for each status (and for a code that matches nothing). */
export const VERIFICATION_TEXT: Record<VerificationStatus | 'unknown', string> = {
  valid: 'This letter is valid.',
  superseded: 'This letter was replaced by a newer letter and is no longer valid.',
  revoked: 'This letter was revoked and is no longer valid.',
  expired: 'This letter has expired.',
  unknown: 'No letter matches this code. Check the address against the letter.',
};

/** The public page of a letter's verification code. */
export function verificationPath(code: string): string {
  return `/verify/${code}`;
}

/** A verification code: 22 or more URL-safe base64 characters (at least 128 bits). */
const VERIFICATION_CODE = /^[A-Za-z0-9_-]{22,64}$/;

export function isVerificationCode(value: unknown): value is string {
  return typeof value === 'string' && VERIFICATION_CODE.test(value);
}
