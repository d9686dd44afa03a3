import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCase } from '../../../server/db/cases/insert';
import type { OpenDatabase } from '../../../server/db/connect';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { expiredCases, purgeCase } from '../../../server/db/cases/purge';
import { retentionCutoff } from '../../../server/retention/retention-cutoff';
import { purgeRecords } from '../../../server/cli/commands/purge-records';
import { recordAccess } from '../../../server/db/access-log';
import { createStatusToken } from '../../../server/status/status-tokens';
import { decide, fillDatabase } from '../support/filled-database';
import { addCaseFrom } from '../support/letter-fixtures';
import { runCommand } from '../support/run-command';
import { openPrivateTestDatabase, openTestDatabase } from '../support/test-database';

// The letters and decisions of the filled database are dated by the real clock, then aged:
// the cutoffs are counted from the same clock.
const NOW = new Date();
const YEARS_AGO = (years: number) =>
  new Date(Date.UTC(NOW.getUTCFullYear() - years, NOW.getUTCMonth(), NOW.getUTCDate(), 12));
const YEARS = 10;

/** Moves every date of a case back: its submission, decisions, letters, by `years`. */
async function age(database: OpenDatabase, caseId: number, years: number) {
  const { db } = database;
  const back = sql.lit(`${years} years`);
  await sql`update cases set submitted_at = submitted_at - ${back}::interval,
            created_at = created_at - ${back}::interval where id = ${caseId}`.execute(db);
  await sql`update decisions set decided_at = decided_at - ${back}::interval
            where case_id = ${caseId}`.execute(db);
  await sql`update letters set valid_until = valid_until - ${back}::interval
            where case_id = ${caseId}`.execute(db);
}

async function rowsOf(database: OpenDatabase, caseId: number) {
  const count = async (table: string, column = 'case_id') => {
    const { rows } = await sql<{ total: number }>`
      select count(*)::int as total from ${sql.table(table)} where ${sql.ref(column)} = ${caseId}`.execute(
      database.db,
    );
    return rows[0]!.total;
  };
  return {
    cases: await count('cases', 'id'),
    decisions: await count('decisions'),
    letters: await count('letters'),
    access_log: await count('access_log'),
    status_tokens: await count('status_tokens'),
  };
}

let database: OpenDatabase;
let filled: Awaited<ReturnType<typeof fillDatabase>>;

beforeAll(async () => {
  database = await openPrivateTestDatabase();
  filled = await fillDatabase(database.db);
  // Approved and decided 12 years ago: its letter's 12 months of validity ended 11 years ago.
  await age(database, filled.cases.approved.id, 12);
  // Submitted 11 years ago, but denied only 9 years ago: still inside the period.
  await age(database, filled.cases.denied.id, 11);
  await sql`update decisions set decided_at = ${YEARS_AGO(9)}
            where case_id = ${filled.cases.denied.id}`.execute(database.db);
});
afterAll(() => database.close());

/**
 * A case of a test's own, as the filled database's approved one: approved twice (one letter
 * superseded), with a status link and an access-log line, all aged 12 years.
 */
async function addExpiredApprovedCase(name: string) {
  const { db } = database;
  const approved = await addCaseFrom(db, 'Oregon', { name });
  await decide(db, approved, filled.ann, 'approve');
  await decide(db, { ...approved, status: 'Completed' }, filled.ann, 'approve');
  await createStatusToken(db, approved.id);
  await recordAccess(db, {
    caseId: approved.id,
    reviewerId: filled.ann,
    action: 'view',
    address: '::1',
  });
  await age(database, approved.id, 12);
  return approved.id;
}

async function completedTotal() {
  const { rows } = await sql<{ total: number }>`
    select coalesce(sum(total), 0)::int as total from case_counts where status = 'Completed'`.execute(
    database.db,
  );
  return rows[0]!.total;
}

describe('records kept for RECORD_RETENTION_YEARS after their last activity', () => {
  it('counts the period back from now', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(retentionCutoff(10, now)).toEqual(new Date('2016-11-26T12:00:00Z'));
    expect(retentionCutoff(7, now)).toEqual(new Date('2019-11-26T12:00:00Z'));
  });

  it('finds only the cases whose submission, decisions and letters are all older', async () => {
    const expired = await expiredCases(database.db, retentionCutoff(YEARS, NOW));
    expect(expired.map((entry) => entry.id)).toEqual([filled.cases.approved.id]);
  });

  it('purges a case whole, leaving a tombstone in the audit trail', async () => {
    // A case of its own to purge: the filled one stays for the other tests.
    const caseId = await addExpiredApprovedCase('Jon Purged');
    const before = await rowsOf(database, caseId);
    expect(before).toMatchObject({ cases: 1, decisions: 2, letters: 2, status_tokens: 1 });
    const completedBefore = await completedTotal();
    const cutoff = retentionCutoff(YEARS, NOW);
    expect(
      await purgeCase(database.db, { caseId, cutoff, retentionYears: YEARS, purgedBy: 'ops' }),
    ).toBe(true);
    expect(await rowsOf(database, caseId)).toEqual({
      cases: 0,
      decisions: 0,
      letters: 0,
      access_log: 0,
      status_tokens: 0,
    });
    const tombstone = await database.db
      .selectFrom('purged_cases')
      .selectAll()
      .where('case_id', '=', caseId)
      .execute();
    expect(tombstone).toMatchObject([
      {
        case_id: caseId,
        retention_years: YEARS,
        purged_by: 'ops',
        removed_rows: {
          decisions: before.decisions,
          letters: before.letters,
          access_log: before.access_log,
          status_tokens: before.status_tokens,
          outbox: 0,
        },
      },
    ]);
    expect(new Date(tombstone[0]!.last_activity_at) < cutoff).toBe(true);
    // The other cases, and the counts the overview reads, are as they were less this one.
    expect((await rowsOf(database, filled.cases.approved.id)).cases).toBe(1);
    expect((await rowsOf(database, filled.cases.denied.id)).cases).toBe(1);
    expect((await rowsOf(database, filled.cases.open.id)).cases).toBe(1);
    expect(await completedTotal()).toBe(completedBefore - 1);
    // Purged once: a second purge finds nothing.
    expect(
      await purgeCase(database.db, { caseId, cutoff, retentionYears: YEARS, purgedBy: 'ops' }),
    ).toBe(false);
  });

  it('keeps a case that had activity since it was listed', async () => {
    const caseId = filled.cases.denied.id;
    const cutoff = retentionCutoff(YEARS, NOW);
    expect(
      await purgeCase(database.db, { caseId, cutoff, retentionYears: YEARS, purgedBy: 'ops' }),
    ).toBe(false);
    expect((await rowsOf(database, caseId)).cases).toBe(1);
  });
});

describe('npm run records:purge', () => {
  const DATA_DIR = '/srv/lmn/data';
  let shared: OpenDatabase;
  beforeAll(async () => {
    shared = await openTestDatabase();
  });
  afterAll(() => shared.close());

  it('lists what it would purge, and purges only when told --yes', async () => {
    const kept = await insertCase(shared.db, completeAnswers);
    const expired = await insertCase(shared.db, completeAnswers);
    await age(shared, expired.id, 11);
    const env = { DATA_DIR, RECORD_RETENTION_YEARS: '10' };

    const listed = await runCommand(purgeRecords, [], env, shared);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.opened).toEqual([{ dataDir: DATA_DIR }]);
    expect(listed.stderr).toContain(`1 cases had their last activity before`);
    expect(listed.stderr).toContain(`(RECORD_RETENTION_YEARS=10): ${expired.id}.`);
    const ids = async () =>
      (await shared.db.selectFrom('cases').select('id').execute()).map(({ id }) => id);
    expect(await ids()).toEqual(expect.arrayContaining([kept.id, expired.id]));

    const purged = await runCommand(purgeRecords, ['--yes'], env, shared);
    expect(purged.code, purged.stderr).toBe(0);
    expect(purged.stderr).toContain('Purged 1 cases');
    expect(await ids()).toContain(kept.id);
    expect(await ids()).not.toContain(expired.id);
  });

  it('refuses a retention period under a year', async () => {
    const refused = await runCommand(
      purgeRecords,
      [],
      { DATA_DIR, RECORD_RETENTION_YEARS: '0' },
      shared,
    );
    expect(refused.code).toBe(1);
    expect(refused.opened).toEqual([]);
    expect(refused.stderr).toContain('RECORD_RETENTION_YEARS must be at least 1.');
  });
});
