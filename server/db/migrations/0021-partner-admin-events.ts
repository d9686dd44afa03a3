import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Administrators manage partners from `/admin/partners`: each addition, change and new
 * webhook secret is in the security trail, naming the administrator and the partner's slug.
 */
export const partnerAdminEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
    alter table security_events
      drop constraint security_events_kind_check,
      add constraint security_events_kind_check check (kind in (
        'sign-in', 'sign-in-failed', 'sign-in-blocked', 'sign-out',
        'factor-enrolled', 'factor-failed', 'recovery-code-used',
        'password-changed', 'password-reset', 'reset-link-issued',
        'reviewer-added', 'profile-changed', 'reviewer-disabled', 'reviewer-enabled',
        'factor-reset', 'admin-granted', 'admin-removed',
        'partner-added', 'partner-changed', 'partner-secret-renewed'))`.execute(db);
  },
};
