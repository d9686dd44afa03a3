import * as v from 'valibot';

/*
 * An email address left on a request is confirmed before any news of the case is mailed to
 * it: the first message to it carries a one-time link, stored only as its hash, and nothing
 * of the case but its reference.
 */

/** A confirmation token: 32 random bytes in base64url, as a status link's. */
export const EMAIL_CONFIRMATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The page a confirmation mail links to; the page confirms only when the patient asks. */
export function emailConfirmationPath(token: string): string {
  return `/confirm-email/${token}`;
}

/** The body of POST /api/email-confirmations: the token from the mail's link. */
export const EmailConfirmationRequestSchema = v.object({
  token: v.pipe(v.string(), v.regex(EMAIL_CONFIRMATION_TOKEN)),
});

/** A used, replaced or unknown confirmation link: one answer for all. */
export const EMAIL_CONFIRMATION_UNKNOWN_MESSAGE =
  'This confirmation link is not valid any more. It may have been used already.';

export const EMAIL_CONFIRMED_MESSAGE =
  'Your email address is confirmed. We will email you when there is news of your request.';
