/**
 * How long a status link keeps working: until this many calendar months after the case's
 * last decision (docs/decisions/2026-11-27-status-link-check.md). A case never decided keeps
 * its links working: the patient still waits for news.
 */
export const STATUS_LINK_LIFETIME_MONTHS = 13;

/** What the patient reads when a link has expired: no data of the case comes with it. */
export const STATUS_LINK_EXPIRED_MESSAGE = 'This link has expired';

/**
 * The moment a case's links stop working, or null while the case was never decided. Months
 * are calendar months in UTC; a day the later month lacks (the 31st) becomes its last day.
 */
export function statusLinkExpiresAt(lastDecisionAt: Date | null): Date | null {
  if (lastDecisionAt === null) return null;
  const year = lastDecisionAt.getUTCFullYear();
  const month = lastDecisionAt.getUTCMonth() + STATUS_LINK_LIFETIME_MONTHS;
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const expires = new Date(lastDecisionAt.getTime());
  expires.setUTCFullYear(year, month, Math.min(lastDecisionAt.getUTCDate(), lastDayOfMonth));
  return expires;
}

/** Whether a case's links have expired at `now`: from the moment `statusLinkExpiresAt` names. */
export function isStatusLinkExpired(lastDecisionAt: Date | null, now: Date): boolean {
  const expiresAt = statusLinkExpiresAt(lastDecisionAt);
  return expiresAt !== null && now.getTime() >= expiresAt.getTime();
}
