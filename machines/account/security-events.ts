/**
 * What the security trail records, in the order they were added; the database's check on
 * `security_events.kind` lists the same (migrations 0014, 0016, 0018, 0021). A partner's
 * events name the administrator (`actor`) and the partner's slug (`detail`), and no reviewer.
 */
export const SECURITY_EVENT_KINDS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-blocked',
  'sign-out',
  'factor-enrolled',
  'factor-failed',
  'recovery-code-used',
  'password-changed',
  'password-reset',
  'reset-link-issued',
  'reviewer-added',
  'profile-changed',
  'reviewer-disabled',
  'reviewer-enabled',
  'factor-reset',
  'admin-granted',
  'admin-removed',
  'partner-added',
  'partner-changed',
  'partner-secret-renewed',
] as const;

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
