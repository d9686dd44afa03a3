/**
 * The private link a patient follows a request with. A token is 32 random bytes in
 * base64url: 43 characters of A–Z, a–z, 0–9, "-" and "_" (256 bits, URL-safe).
 */
export const STATUS_TOKEN_LENGTH = 43;
export const STATUS_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedStatusToken(value: unknown): value is string {
  return typeof value === 'string' && STATUS_TOKEN.test(value);
}

/** The status page's path for a token. */
export function statusPath(token: string): string {
  return `/status/${token}`;
}

/** What the patient reads when a link matches nothing, malformed or unknown alike. */
export const STATUS_NOT_FOUND_MESSAGE = 'We could not find a request for this link';

/** The patient's own record, in the two forms it is offered in (server mode). */
export const RECORD_FORMATS = ['pdf', 'json'] as const;
export type RecordFormat = (typeof RECORD_FORMATS)[number];
