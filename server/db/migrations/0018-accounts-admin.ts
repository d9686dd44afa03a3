import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Accounts a clinic runs itself (docs/decisions/2026-11-27-admin-and-reset-links.md):
 * administrators, disabled accounts, one-time password reset links (stored as SHA-256 only),
 * and the security trail's new kinds of event, which name the administrator who acted
 * (`actor_id`) beside the reviewer acted on (`reviewer_id`).
 */
export const accountsAdmin: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
    alter table reviewers
      add column is_admin boolean not null default false,
      add column disabled_at timestamptz`.execute(db);
    await sql`
    create table password_reset_links (
      id bigint generated always as identity primary key,
      reviewer_id integer not null references reviewers (id) on delete cascade,
      token_hash text not null unique,
      issued_by integer references reviewers (id) on delete set null,
      issued_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
    await sql`create index password_reset_links_reviewer_idx
              on password_reset_links (reviewer_id)`.execute(db);
    await sql`
    alter table security_events
      add column actor_id integer references reviewers (id) on delete restrict`.execute(db);
    await sql`
    alter table security_events
      drop constraint security_events_kind_check,
      add constraint security_events_kind_check check (kind in (
        'sign-in', 'sign-in-failed', 'sign-in-blocked', 'sign-out',
        'factor-enrolled', 'factor-failed', 'recovery-code-used',
        'password-changed', 'password-reset', 'reset-link-issued',
        'reviewer-added', 'profile-changed', 'reviewer-disabled', 'reviewer-enabled',
        'factor-reset', 'admin-granted', 'admin-removed'))`.execute(db);
  },
};
