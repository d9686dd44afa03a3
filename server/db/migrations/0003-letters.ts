import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Reviewer profiles and the letters they sign. The profile columns are nullable: reviewers
 * created before them keep signing in, and `reviewer:add` asks for what they lack.
 */
export const letters: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
    alter table reviewers
      add column full_name text check (length(full_name) between 1 and 200),
      add column credentials text check (length(credentials) between 1 and 40),
      add column npi text check (npi ~ '^[0-9]{10}$'),
      add column licensed_in jsonb not null default '[]'::jsonb`.execute(db);
    // A letter is never deleted or edited: a new approval supersedes it, a Deny revokes it,
    // and only its status (and when that changed) is ever updated.
    await sql`
    create table letters (
      id integer generated always as identity primary key,
      case_id integer not null references cases (id) on delete restrict,
      verification_code text not null unique,
      status text not null check (status in ('valid', 'superseded', 'revoked')),
      issued_on date not null,
      valid_until date not null,
      content jsonb not null,
      signer jsonb not null,
      signed_by integer not null references reviewers (id) on delete restrict,
      created_at timestamptz not null default now(),
      status_changed_at timestamptz
    )`.execute(db);
    // At most one valid letter per case, whatever two approvals race.
    await sql`create unique index letters_one_valid_idx on letters (case_id) where status = 'valid'`.execute(
      db,
    );
    await sql`create index letters_case_idx on letters (case_id, id)`.execute(db);
  },
};
