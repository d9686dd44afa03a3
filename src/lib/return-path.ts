/** Pages a reviewer may be sent back to after signing in; anything else goes to the overview. */
const RETURNABLE =
  /^\/(case-overview|review\/\d+|account\/(second-factor|password)|admin\/(reviewers|security-events|webhook-deliveries|partners))(?=$|[?#])/;

export const AFTER_SIGN_IN = '/case-overview';

/**
 * The `next` parameter is untrusted (anyone can craft a /login link): only a path of this
 * app's admin pages is followed, never another site ("//evil.example") or another route.
 */
export function safeReturnPath(next: string | null): string {
  return next !== null && RETURNABLE.test(next) ? next : AFTER_SIGN_IN;
}

export type SignInReason = 'expired' | 'idle';

/**
 * /login, remembering the page asked for (and why the reviewer was sent there: after an idle
 * sign-out, with the configured minutes the notice names).
 */
export function loginPathFor(
  location: Pick<Location, 'pathname' | 'search'>,
  reason?: SignInReason,
  idleMinutes?: number,
): string {
  const params = new URLSearchParams({ next: `${location.pathname}${location.search}` });
  if (reason) params.set('reason', reason);
  if (reason === 'idle' && idleMinutes !== undefined) params.set('minutes', String(idleMinutes));
  return `/login?${params.toString()}`;
}
