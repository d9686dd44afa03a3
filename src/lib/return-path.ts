/** Pages a reviewer may be sent back to after signing in; anything else goes to the overview. */
const RETURNABLE = /^\/(case-overview|review\/\d+)(?=$|[?#])/;

export const AFTER_SIGN_IN = '/case-overview';

/**
 * The `next` parameter is untrusted (anyone can craft a /login link): only a path of this
 * app's admin pages is followed, never another site ("//evil.example") or another route.
 */
export function safeReturnPath(next: string | null): string {
  return next !== null && RETURNABLE.test(next) ? next : AFTER_SIGN_IN;
}

export type SignInReason = 'expired';

/** /login, remembering the page asked for (and why the reviewer was sent there). */
export function loginPathFor(
  location: Pick<Location, 'pathname' | 'search'>,
  reason?: SignInReason,
): string {
  const params = new URLSearchParams({ next: `${location.pathname}${location.search}` });
  if (reason) params.set('reason', reason);
  return `/login?${params.toString()}`;
}
