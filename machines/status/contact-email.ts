import * as v from 'valibot';

/** The longest address a mail server accepts (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

const CONTACT_EMAIL = v.pipe(v.string(), v.trim(), v.maxLength(MAX_EMAIL_LENGTH), v.email());

/** An email address as given, trimmed; null when it is not one (a format check only). */
export function parseContactEmail(value: unknown): string | null {
  const result = v.safeParse(CONTACT_EMAIL, value);
  return result.success ? result.output : null;
}
