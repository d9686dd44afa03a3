import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The patient's side of a case: private status links (hashes only, like sessions), the
 * email a patient may leave, the reason recorded with a denial, and the outbox that mail is
 * sent from after the writing transaction commits.
 */
export const statusAndMail: Migration = {
  async up(db: Kysely<unknown>) {
    // Several links may open one case: the one shown on the thank-you screen and the one each
    // email carries (minted when it is sent, so no link is ever stored in plain text).
    await sql`
    create table status_tokens (
      token_hash text primary key,
      case_id integer not null references cases (id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index status_tokens_case_idx on status_tokens (case_id)`.execute(db);
    await sql`
    alter table cases add column contact_email text
      check (contact_email is null or length(contact_email) between 3 and 254)`.execute(db);
    await sql`alter table decisions add column reason text`.execute(db);
    await sql`
    alter table decisions add column note text
      check (note is null or length(note) <= 500)`.execute(db);
    // One row per event to tell the patient about; the address and link are looked up when
    // the row is sent, so a row holds neither.
    await sql`
    create table outbox (
      id integer generated always as identity primary key,
      case_id integer not null references cases (id) on delete cascade,
      kind text not null check (kind in ('received', 'approved', 'denied')),
      created_at timestamptz not null default now(),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      locked_until timestamptz,
      sent_at timestamptz,
      last_error text
    )`.execute(db);
    await sql`create index outbox_due_idx on outbox (next_attempt_at, id) where sent_at is null`.execute(
      db,
    );
  },
};
