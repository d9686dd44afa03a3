import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The public routes' request counts move from each process's memory to the database: two
 * server processes share them, and a restart no longer resets them.
 */
export const requestLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
    create table request_limits (
      key_hash text primary key,
      hits integer not null check (hits > 0),
      window_started_at timestamptz not null
    )`.execute(db);
    await sql`create index request_limits_window_idx on request_limits (window_started_at)`.execute(
      db,
    );
  },
};
