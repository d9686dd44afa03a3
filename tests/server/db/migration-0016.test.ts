import { Kysely, Migrator, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS } from '../../../server/db/migrations';
import { openBlankDatabase } from '../support/test-database';

/**
 * A database as 0015 left it, with a reviewer, a session and a security event, then migrated
 * to the latest: the reviewer has no second factor, and what was there stays.
 */
let db: Kysely<unknown>;

beforeAll(async () => {
  db = await openBlankDatabase();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  expect((await migrator.migrateTo('0015_request_limits')).error).toBeUndefined();
  await sql`insert into reviewers (username, password_hash) values ('ann', 'hash')`.execute(db);
  await sql`
    insert into sessions (token_hash, reviewer_id, expires_at)
    values ('t', (select id from reviewers), now() + interval '1 hour')`.execute(db);
  await sql`
    insert into security_events (kind, reviewer_id, address)
    values ('sign-in', (select id from reviewers), '::1')`.execute(db);
  await migrateToLatest(db);
});
describe('migration 0016', () => {
  it('leaves an existing reviewer without a factor, and an existing session open', async () => {
    const { rows } = await sql<{ totp_secret: null; factor_enrolled_at: null }>`
      select totp_secret, factor_enrolled_at from reviewers`.execute(db);
    expect(rows).toEqual([{ totp_secret: null, factor_enrolled_at: null }]);
    const sessions = await sql<{ awaiting_factor: boolean }>`
      select awaiting_factor from sessions`.execute(db);
    expect(sessions.rows).toEqual([{ awaiting_factor: false }]);
  });

  it('takes the second factor’s security events, and still refuses an unknown kind', async () => {
    const add = (kind: string) =>
      sql`insert into security_events (kind, address) values (${kind}, '::1')`.execute(db);
    for (const kind of ['factor-enrolled', 'factor-failed', 'recovery-code-used']) {
      await expect(add(kind)).resolves.toBeDefined();
    }
    await expect(add('something-else')).rejects.toThrow(/security_events_kind_check/);
  });

  it('keeps one recovery code once per reviewer, and drops them with the reviewer', async () => {
    const insert = () =>
      sql`insert into recovery_codes (reviewer_id, code_hash)
          values ((select id from reviewers where username = 'bo'), 'h')`.execute(db);
    await sql`insert into reviewers (username, password_hash) values ('bo', 'hash')`.execute(db);
    await insert();
    await expect(insert()).rejects.toThrow(/unique/);
    await sql`delete from reviewers where username = 'bo'`.execute(db);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from recovery_codes`.execute(db);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
