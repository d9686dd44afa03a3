import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The status link's second check and the confirmed address
 * (docs/decisions/2026-11-27-status-link-check.md).
 *
 * A right last name opens a link for a while: the check's token lives in a cookie, its hash
 * here, until it expires. An email address is confirmed before news of the case goes to it:
 * the pending confirmation's hash sits on the case until it is used, and the outbox takes the
 * confirmation mail. An address given before this change was never confirmed: an Open case's
 * gets a confirmation mail now, so its decision reaches the patient once they confirm. Every
 * last name typed at a link goes to the case's access log (`status-check`).
 */
/** The access log's action rule as the database holds it now, whichever migration wrote it. */
async function allowedActions(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = 'access_log'::regclass and conname = 'access_log_action_check'`.execute(db);
  const definition = rows[0]?.definition ?? '';
  return Array.from(definition.matchAll(/'([^']+)'::text/g), (match) => match[1] as string);
}

export const statusLinkCheck: Migration = {
  async up(db: Kysely<unknown>) {
    // Each last name typed at a status link is an access to the case, right or wrong.
    const actions = new Set([...(await allowedActions(db)), 'status-check']);
    const listed = sql.join([...actions].sort().map((action) => sql.lit(action)));
    await sql`alter table access_log drop constraint access_log_action_check`.execute(db);
    await sql`alter table access_log add constraint access_log_action_check
              check (action in (${listed}))`.execute(db);

    await sql`
    create table status_checks (
      token_hash text primary key,
      case_id integer not null references cases (id) on delete cascade,
      expires_at timestamptz not null
    )`.execute(db);
    await sql`create index status_checks_case_idx on status_checks (case_id)`.execute(db);
    await sql`alter table cases add column contact_email_confirmed_at timestamptz`.execute(db);
    await sql`alter table cases add column email_confirmation_hash text unique`.execute(db);
    await sql`alter table outbox drop constraint outbox_kind_check`.execute(db);
    await sql`
      alter table outbox add constraint outbox_kind_check
      check (kind in ('received', 'approved', 'denied', 'question', 'confirm-email'))`.execute(db);
    await sql`
      insert into outbox (case_id, kind)
      select id, 'confirm-email' from cases
      where contact_email is not null and status = 'Open'
      order by id`.execute(db);
  },
};
