import * as v from 'valibot';

/*
 * The status link's second check: before the page shows a letter, a question or an answer,
 * the patient types their last name (`isPatientLastName`, the letter check's rule). A right
 * name opens the link for a while, by a cookie scoped to that link's API path; nothing of it
 * travels in a URL (docs/decisions/2026-11-27-status-link-check.md).
 */

/** How long a right last name opens the link before the page asks again. */
export const STATUS_CHECK_LIFETIME_MS = 30 * 60 * 1000;

/** The cookie that carries a passed check to the link's other requests (the PDF, the record). */
export const STATUS_CHECK_COOKIE = 'lmn_status_check';

/** What the page asks, and what a link says before its check (401). */
export const STATUS_CHECK_NEEDED_MESSAGE = 'Enter your last name to see your request';

/** The one answer to every wrong name: never whether the link or the name was the problem. */
export const STATUS_CHECK_REFUSED_MESSAGE =
  'That last name does not match this request. Type it as you gave it in the questionnaire.';

/** 401 to the status, its letter, its record and an answer, before the check. */
export const StatusCheckNeededSchema = v.strictObject({
  error: v.string(),
  check: v.literal('last-name'),
});
