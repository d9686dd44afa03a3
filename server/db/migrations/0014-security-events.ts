import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The audit trail holds: sign-ins, their failures and blocks, and sign-outs go to
 * `security_events`, and the database itself refuses to change or delete a row of it or of
 * `access_log` (HIPAA §164.312(b), audit controls), whatever the app asks.
 *
 * One exception, by rule not by trust: a case purged after its retention period takes its
 * access-log rows with it, and the purge writes the case's tombstone (`purged_cases`) first;
 * a delete of a row whose case has no tombstone is refused.
 *
 * TRUNCATE and dropping a trigger need the tables' owner: these triggers keep the app and its
 * mistakes from rewriting the trail, not the owner (docs/security.md).
 */
export const securityEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
    create table security_events (
      id bigint generated always as identity primary key,
      kind text not null
        check (kind in ('sign-in', 'sign-in-failed', 'sign-in-blocked', 'sign-out')),
      reviewer_id integer references reviewers (id) on delete restrict,
      address text not null check (length(address) <= 100),
      detail text not null default '' check (length(detail) <= 200),
      occurred_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index security_events_time_idx on security_events (occurred_at, id)`.execute(
      db,
    );
    await sql`create index security_events_reviewer_idx
              on security_events (reviewer_id, occurred_at, id)`.execute(db);

    await sql`
    create function refuse_audit_change() returns trigger language plpgsql as $$
    begin
      raise exception '% keeps every row as written: % refused', tg_table_name, tg_op
        using errcode = 'integrity_constraint_violation';
    end $$`.execute(db);
    await sql`
    create trigger security_events_append_only
      before update or delete on security_events
      for each row execute function refuse_audit_change()`.execute(db);

    await sql`
    create function guard_access_log() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE'
         and exists (select 1 from purged_cases where case_id = old.case_id) then
        return old;
      end if;
      raise exception 'access_log keeps every row as written: % refused', tg_op
        using errcode = 'integrity_constraint_violation';
    end $$`.execute(db);
    await sql`
    create trigger access_log_append_only
      before update or delete on access_log
      for each row execute function guard_access_log()`.execute(db);
  },
};
