/*
 * The rules of reviewers' accounts in server mode, without a schema library: for the router,
 * the pages, the server and the operator's commands alike. The contracts are account.api.ts
 * and admin.api.ts. Why: docs/decisions/2026-11-27-admin-and-reset-links.md.
 */

/** NIST SP 800-63B: length is what counts, in characters as a person sees them (code points). */
export const MIN_PASSWORD_LENGTH = 12;

/** How long a reset link works after it is issued; it works once. */
export const RESET_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Where a signed-in reviewer changes their own password. */
export const PASSWORD_PAGE = '/account/password';
/** Where a reset link leads (`/reset-password/<token>`), and where its code can be typed. */
export const RESET_PASSWORD_PAGE = '/reset-password';
export const ADMIN_REVIEWERS_PAGE = '/admin/reviewers';
export const ADMIN_SECURITY_EVENTS_PAGE = '/admin/security-events';
export const ADMIN_WEBHOOK_DELIVERIES_PAGE = '/admin/webhook-deliveries';
export const ADMIN_PARTNERS_PAGE = '/admin/partners';

/** The address of a reset link, on the server's public address (PUBLIC_URL). */
export function resetLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${RESET_PASSWORD_PAGE}/${token}`;
}

/**
 * The token of a reset link as a person pastes it: the whole address or the code alone;
 * null when it is neither.
 */
export function resetTokenOf(typed: string): string | null {
  const last = typed.trim().split('/').pop() ?? '';
  return /^[\w-]{20,100}$/.test(last) ? last : null;
}

/** One answer for a link used, expired or never issued: none tells which it was. */
export const RESET_LINK_REFUSED =
  'This reset link cannot be used: it was used already, it has expired, or it is not a link we issued. Ask your clinic’s administrator for a new one.';

/** Why an administrator may not do something to their own account. */
export const SELF_DISABLE_REFUSED =
  'You cannot disable your own account: another administrator must, so the clinic is never left without one.';
export const SELF_DEMOTE_REFUSED =
  'You cannot remove your own administrator role: another administrator must, so the clinic is never left without one.';

/** The 403 of an administrator's page or call to a reviewer who is not one. */
export const NOT_AN_ADMIN = 'Only the clinic’s administrators may manage reviewer accounts.';
/** The 403 to an administrator who has not enrolled a second factor. */
// SECOND_FACTOR_PAGE, written out: importing its module would split it into a chunk of its own
// that the review page then loads too.
export const ADMIN_FACTOR_REQUIRED =
  'An administrator needs a second factor to manage accounts: set up an authenticator app at /account/second-factor first.';

/** The most events one page of the security trail shows. */
export const SECURITY_EVENTS_PAGE_SIZE = 50;

/** How many of the most recent webhook events the administrator's list shows. */
export const WEBHOOK_DELIVERIES_SHOWN = 100;
