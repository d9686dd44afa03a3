import { type Kysely, type Migration, sql } from 'kysely';

/**
 * What server mode needs to be trusted by a clinic: a submission's idempotency key, the
 * access log, sign-in limits kept in the database, sessions that end when idle, and what
 * keeps the overview fast at 100 000 cases (a trigram index for name search, counts kept up
 * to date by a trigger instead of counted per page).
 */
export const serverTrust: Migration = {
  async up(db: Kysely<unknown>) {
    // The browser's key for one submission: a retry after a lost answer finds the same case.
    await sql`alter table cases add column idempotency_key text
              check (length(idempotency_key) between 16 and 100)`.execute(db);
    await sql`create unique index cases_idempotency_key_idx on cases (idempotency_key)`.execute(db);

    // Who saw or changed which case, when, from where. Only ever inserted into.
    await sql`
    create table access_log (
      id bigint generated always as identity primary key,
      case_id integer not null references cases (id) on delete restrict,
      reviewer_id integer not null references reviewers (id) on delete restrict,
      action text not null check (action in ('view', 'letter-download', 'decision')),
      detail text not null default '' check (length(detail) <= 200),
      address text not null check (length(address) <= 100),
      accessed_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index access_log_case_idx on access_log (case_id, accessed_at, id)`.execute(
      db,
    );

    // One row per limited key (an address, a username, everyone), hashed: shared by every
    // server process and kept across restarts.
    await sql`
    create table sign_in_limits (
      key_hash text primary key,
      attempts integer not null,
      window_started_at timestamptz not null,
      blocked_until timestamptz
    )`.execute(db);
    await sql`create index sign_in_limits_window_idx on sign_in_limits (window_started_at)`.execute(
      db,
    );

    await sql`alter table sessions add column last_seen_at timestamptz not null default now()`.execute(
      db,
    );
    await sql`create index sessions_reviewer_idx on sessions (reviewer_id)`.execute(db);

    // Name search (ILIKE '%text%') through a trigram index rather than reading every row.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index cases_name_trgm_idx on cases using gin (name gin_trgm_ops)`.execute(db);

    // How many cases have each status, kept by a trigger, so a page does not count the table.
    await sql`create table case_counts (status text primary key, total integer not null)`.execute(
      db,
    );
    await sql`
    insert into case_counts (status, total)
    select s.status, (select count(*) from cases where cases.status = s.status)
    from (values ('Open'), ('Completed'), ('Denied')) as s (status)`.execute(db);
    // One statement per change, so two decisions crossing over never deadlock on the counts.
    await sql`
    create function case_counts_follow() returns trigger language plpgsql as $$
    declare
      removed text := case when tg_op in ('UPDATE', 'DELETE') then old.status end;
      added text := case when tg_op in ('INSERT', 'UPDATE') then new.status end;
    begin
      if removed is distinct from added then
        update case_counts
        set total = total + (case when status = added then 1 else 0 end)
                          - (case when status = removed then 1 else 0 end)
        where status in (removed, added);
      end if;
      return null;
    end $$`.execute(db);
    await sql`
    create trigger cases_counts_follow after insert or delete or update of status on cases
    for each row execute function case_counts_follow()`.execute(db);
  },
};
