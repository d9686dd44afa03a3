import { describe, expect, it } from 'vitest';
import { caseDatabaseForThisFile } from '../support/case-database';
import { DEFAULT_QUERY, type CasePageQuery } from '../../../machines/case';
import { findCase } from '../../../server/db/cases/find';
import { caseHistory } from '../../../server/db/cases/history';
import { insertCase } from '../../../server/db/cases/insert';
import { listCases } from '../../../server/db/cases/list';
import { seedSampleCases } from '../../../server/db/seed';
import { submittedAnswers as completeAnswers } from '../support/submitted-answers';

const shared = caseDatabaseForThisFile();

const page = (query: Partial<CasePageQuery> = {}): CasePageQuery => ({
  ...DEFAULT_QUERY,
  offset: 0,
  limit: 50,
  ...query,
});

async function submit(name: string) {
  return insertCase(shared.database.db, { ...completeAnswers, name });
}

describe('submissions', () => {
  it('stores a new Open case dated today, with its answers, under the next id', async () => {
    const submittedAt = new Date(2025, 2, 9, 23, 30);
    const first = await insertCase(shared.database.db, completeAnswers, submittedAt);
    const second = await submit('Grace Hopper');
    expect(first).toEqual({
      id: 1,
      name: 'Ada Lovelace',
      status: 'Open',
      dateSubmitted: '2025-03-09',
      submittedAt: submittedAt.toISOString(),
      answers: completeAnswers,
    });
    expect(second.id).toBe(2);
    expect(await findCase(shared.database.db, 1)).toEqual(first);
    expect(await findCase(shared.database.db, 99)).toBeUndefined();
  });
});

describe('the overview list', () => {
  it('searches names without case, taking % and _ literally, and counts the total', async () => {
    for (const name of ['Ann Lee', 'anna Bell', 'Bob 100%', 'Bo_b', 'Carl']) await submit(name);
    const names = async (search: string) =>
      (await listCases(shared.database.db, page({ search }))).cases.map((entry) => entry.name);
    expect(await names('ANN')).toEqual(['Ann Lee', 'anna Bell']);
    expect(await names('  ann  ')).toEqual(['Ann Lee', 'anna Bell']);
    expect(await names('%')).toEqual(['Bob 100%']);
    expect(await names('_')).toEqual(['Bo_b']);
    expect(await names('nobody')).toEqual([]);
    expect((await listCases(shared.database.db, page({ search: 'b', limit: 1 }))).total).toBe(3);
  });

  it('filters by status, sorts by every column with ties in id order, and pages', async () => {
    await seedSampleCases(shared.database.db);
    const ids = async (query: Partial<CasePageQuery>) =>
      (await listCases(shared.database.db, page(query))).cases.map((entry) => entry.id);
    expect(await ids({ status: 'Completed' })).toEqual([3, 7, 10]);
    expect(await ids({ status: 'Denied' })).toEqual([5]);
    // Amanda Garcia, Ashley Taylor, Christopher Thomas (SPEC §3 sample names).
    expect(await ids({ sort: { key: 'name', order: 'asc' }, limit: 3 })).toEqual([10, 8, 9]);
    expect(await ids({ sort: { key: 'dateSubmitted', order: 'desc' }, limit: 2 })).toEqual([10, 9]);
    expect(await ids({ sort: { key: 'status', order: 'asc' } })).toEqual([
      3, 7, 10, 5, 1, 2, 4, 6, 8, 9,
    ]);
    expect(await ids({ sort: { key: 'lmn', order: 'desc' }, limit: 4 })).toEqual([3, 7, 10, 1]);
    const window = await listCases(shared.database.db, page({ offset: 8, limit: 5 }));
    expect(window.cases.map((entry) => entry.id)).toEqual([9, 10]);
    expect(window.total).toBe(10);
    expect(window.cases[0]).not.toHaveProperty('answers');
  });
});

describe('the name order', () => {
  it('is the overview’s: case and accents ignored, numbers by value, ties by id', async () => {
    // The same names and order as the browser's test (tests/machines/case/case.query.test.ts).
    for (const name of [
      'John Smith',
      'Émile Zola',
      'anna Berg',
      'Case 10',
      'Case 2',
      'john smith',
    ]) {
      await submit(name);
    }
    const names = async (order: 'asc' | 'desc') =>
      (await listCases(shared.database.db, page({ sort: { key: 'name', order } }))).cases.map(
        (entry) => entry.id,
      );
    expect(await names('asc')).toEqual([3, 5, 4, 2, 1, 6]);
    expect(await names('desc')).toEqual([1, 6, 2, 4, 5, 3]);
  });
});

describe('seeding', () => {
  it('writes the ten sample cases into an empty table only, and the next case gets id 11', async () => {
    expect(await seedSampleCases(shared.database.db)).toBe(true);
    expect(await seedSampleCases(shared.database.db)).toBe(false);
    expect((await listCases(shared.database.db, page())).total).toBe(10);
    expect((await submit('New Patient')).id).toBe(11);
  });

  it('never seeds a table that already holds cases', async () => {
    await submit('Real Patient');
    expect(await seedSampleCases(shared.database.db)).toBe(false);
    expect((await listCases(shared.database.db, page())).total).toBe(1);
  });
});

describe('decisions', () => {
  it('follows the lifecycle and records who, when, from and to', async () => {
    const { id } = await submit('Ada Lovelace');
    const before = Date.now();
    const approved = await shared.decide(id, 'approve', 'Open');
    expect(approved).toMatchObject({ outcome: 'decided', case: { id, status: 'Completed' } });
    expect(await shared.decide(id, 'deny', 'Completed')).toMatchObject({
      case: { status: 'Denied' },
    });
    const history = await caseHistory(shared.database.db, id);
    expect(
      history.map(({ reviewer, fromStatus, toStatus }) => [reviewer, fromStatus, toStatus]),
    ).toEqual([
      ['ann', 'Open', 'Completed'],
      ['ann', 'Completed', 'Denied'],
    ]);
    expect(Date.parse(history[0]!.decidedAt)).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('refuses a decision made on a status that is no longer stored, writing nothing', async () => {
    const { id } = await submit('Ada Lovelace');
    await shared.decide(id, 'deny', 'Open');
    expect(await shared.decide(id, 'approve', 'Open')).toMatchObject({
      outcome: 'conflict',
      case: { status: 'Denied' },
    });
    expect(await caseHistory(shared.database.db, id)).toHaveLength(1);
    expect(await shared.decide(404, 'approve', 'Open')).toEqual({ outcome: 'not-found' });
  });

  it('lets exactly one of two simultaneous decisions on one case win', async () => {
    const { id } = await submit('Ada Lovelace');
    const results = await Promise.all([
      shared.decide(id, 'approve', 'Open'),
      shared.decide(id, 'deny', 'Open'),
    ]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['conflict', 'decided']);
    expect(await caseHistory(shared.database.db, id)).toHaveLength(1);
  });

  it('saves and records a decision that does not change the status, like any other', async () => {
    const { id } = await submit('Ada Lovelace');
    await shared.decide(id, 'approve', 'Open');
    expect(await shared.decide(id, 'approve', 'Completed')).toMatchObject({
      outcome: 'decided',
      case: { status: 'Completed' },
    });
    const history = await caseHistory(shared.database.db, id);
    expect(history.map(({ fromStatus, toStatus }) => [fromStatus, toStatus])).toEqual([
      ['Open', 'Completed'],
      ['Completed', 'Completed'],
    ]);
  });
});
