import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAccess } from '../../../server/db/access-log';
import { insertCase } from '../../../server/db/cases/insert';
import { purgeCase } from '../../../server/db/cases/purge';
import type { OpenDatabase } from '../../../server/db/connect';
import { recordSecurityEvent } from '../../../server/db/security-events';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { addReviewer } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/*
 * The audit trail as the database keeps it (issue: "the database itself refuses UPDATE and
 * DELETE on it and on access_log"): whatever the app or a mistaken query asks. This file runs
 * on PGlite and, under `npm run test:postgres`, on PostgreSQL.
 */
let database: OpenDatabase;
let reviewerId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await addReviewer(database.db, 'ann', 'correct horse battery');
  reviewerId = (await database.db.selectFrom('reviewers').select('id').executeTakeFirstOrThrow())
    .id;
  await recordSecurityEvent(database.db, { kind: 'sign-in', reviewerId, address: '203.0.113.7' });
});
afterAll(async () => {
  await database.close();
});

/** A case of the test's own, viewed once: each test stands whatever order they run in. */
async function viewedCase(): Promise<number> {
  const caseId = (await insertCase(database.db, completeAnswers)).id;
  await recordAccess(database.db, { caseId, reviewerId, action: 'view', address: '203.0.113.7' });
  return caseId;
}

const accessesOf = async (caseId: number) =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from access_log where case_id = ${caseId}`.execute(database.db)
  ).rows[0]?.n;

const refused = /keeps every row as written/;

describe('the audit trail keeps every row as written', () => {
  it('refuses to change or delete a security event', async () => {
    await expect(
      sql`update security_events set address = '198.51.100.1'`.execute(database.db),
    ).rejects.toThrow(refused);
    await expect(sql`delete from security_events`.execute(database.db)).rejects.toThrow(refused);
    const { rows } = await sql<{ address: string }>`select address from security_events`.execute(
      database.db,
    );
    expect(rows).toEqual([{ address: '203.0.113.7' }]);
  });

  it('refuses to change or delete an access, even inside a transaction that tries', async () => {
    const caseId = await viewedCase();
    await expect(
      sql`update access_log set reviewer_id = null where case_id = ${caseId}`.execute(database.db),
    ).rejects.toThrow(refused);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`delete from access_log where case_id = ${caseId}`.execute(trx);
      }),
    ).rejects.toThrow(refused);
    expect(await accessesOf(caseId)).toBe(1);
  });

  it('lets a purge after the retention period take the case’s accesses, its tombstone first', async () => {
    const caseId = await viewedCase();
    const cutoff = new Date(Date.now() + 60_000);
    expect(
      await purgeCase(database.db, { caseId, cutoff, retentionYears: 7, purgedBy: 'ops' }),
    ).toBe(true);
    const { rows } = await sql<{ removed_rows: Record<string, number> }>`
      select removed_rows from purged_cases where case_id = ${caseId}`.execute(database.db);
    expect(rows[0]?.removed_rows.access_log).toBe(1);
    expect(await accessesOf(caseId)).toBe(0);
  });
});
