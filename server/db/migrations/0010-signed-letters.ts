import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A letter is a file, signed once when it is issued and kept: its PDF bytes and their SHA-256
 * beside its content. Letters issued before this migration have no file until their first
 * download makes and keeps one. Once a letter has its file, the database refuses to change
 * it. The deployment's self-signed signing identity (when no SIGNING_P12 is configured) is
 * kept here too, one row, so every server process signs with the same certificate. And
 * the access log takes the public checks of a letter at /verify.
 */
export const signedLetters: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
    alter table letters
      add column pdf bytea,
      add column pdf_sha256 text check (pdf_sha256 ~ '^[0-9a-f]{64}$'),
      add constraint letters_pdf_with_fingerprint check ((pdf is null) = (pdf_sha256 is null))`.execute(
      db,
    );
    await sql`
    create function letters_file_kept() returns trigger language plpgsql as $$
    begin
      if old.pdf is not null
        and (new.pdf is distinct from old.pdf or new.pdf_sha256 is distinct from old.pdf_sha256)
      then
        raise exception 'An issued letter''s file is never changed.';
      end if;
      return new;
    end $$`.execute(db);
    await sql`
    create trigger letters_file_kept before update of pdf, pdf_sha256 on letters
    for each row execute function letters_file_kept()`.execute(db);

    await sql`
    create table signing_identity (
      id smallint primary key default 1 check (id = 1),
      p12 bytea not null,
      passphrase text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

    await sql`alter table access_log drop constraint access_log_action_check`.execute(db);
    await sql`
    alter table access_log add constraint access_log_action_check
      check (action in ('view', 'letter-download', 'decision', 'letter-check'))`.execute(db);
  },
};
