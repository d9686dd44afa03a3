import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Idempotency keys held as hashes: a key is stored as its SHA-256 (64 hex digits), beside the
 * SHA-256 of the submission it came with, so a repeat replays the stored case only for the
 * same answers. The keys already stored are hashed here, in SQL (PostgreSQL's built-in
 * `sha256`, which PGlite has too: no extension needed); the submissions they came with were
 * never hashed, so their hash stays null and a repeat of such a key is refused rather than
 * replayed (docs/decisions/2026-11-27-idempotency-keys-hashed.md).
 */
export const hashedIdempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table cases drop constraint cases_idempotency_key_check`.execute(db);
    await sql`update cases
              set idempotency_key = encode(sha256(convert_to(idempotency_key, 'UTF8')), 'hex')
              where idempotency_key is not null`.execute(db);
    await sql`alter table cases add constraint cases_idempotency_key_check
              check (idempotency_key ~ '^[0-9a-f]{64}$')`.execute(db);
    await sql`alter table cases add column idempotency_request_hash text
              check (idempotency_request_hash ~ '^[0-9a-f]{64}$')`.execute(db);
  },
};
