import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Reviewers' second factor (docs/decisions/2026-11-27-second-factor.md): an authenticator's
 * secret with the last time step it accepted (a code is never taken twice), the secret of an
 * enrolment not yet confirmed, hashed one-time recovery codes, sign-ins waiting for their
 * code (a session row that opens nothing), and the security trail's new kinds of event.
 */
export const secondFactor: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
    alter table reviewers
      add column totp_secret text,
      add column totp_last_step bigint,
      add column factor_enrolled_at timestamptz,
      add column pending_totp_secret text`.execute(db);
    await sql`
    create table recovery_codes (
      id bigint generated always as identity primary key,
      reviewer_id integer not null references reviewers (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      unique (reviewer_id, code_hash)
    )`.execute(db);
    await sql`
    alter table sessions add column awaiting_factor boolean not null default false`.execute(db);
    await sql`
    alter table security_events
      drop constraint security_events_kind_check,
      add constraint security_events_kind_check check (kind in (
        'sign-in', 'sign-in-failed', 'sign-in-blocked', 'sign-out',
        'factor-enrolled', 'factor-failed', 'recovery-code-used'))`.execute(db);
  },
};
