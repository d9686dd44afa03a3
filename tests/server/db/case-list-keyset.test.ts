import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { caseDatabaseForThisFile } from '../support/case-database';
import {
  DEFAULT_QUERY,
  SORT_KEYS,
  SORT_ORDERS,
  STATUS_FILTERS,
  selectCases,
  type CasePageQuery,
  type CaseQuery,
  type CaseRecord,
} from '../../../machines/case';
import { insertCase } from '../../../server/db/cases/insert';
import { listCases } from '../../../server/db/cases/list';
import { CursorNotValidError } from '../../../server/db/cases/list-position';
import { submittedAnswers } from '../support/submitted-answers';

// The overview reads its list in windows: after the last case of the window before (a
// cursor), or at a position (a jump). Whichever way, the cases come in the order the browser
// means (`selectCases`: by the column, ties by id ascending in both directions), none
// skipped or repeated, and the total is the query's.

const shared = caseDatabaseForThisFile();

/** Names with ties (the same name, other case, accents), on three dates. */
const NAMES = ['Ann Lee', 'ann lee', 'Bo Diaz', 'Ánn Lee', 'Case 2', 'Case 10', 'Cy Ng', 'Bo Diaz'];
const DATES = ['2025-03-01', '2025-03-02', '2025-03-01'];

async function submitMany(count: number, from = 0): Promise<void> {
  for (let index = from; index < from + count; index += 1) {
    const name = `${NAMES[index % NAMES.length]}`;
    await insertCase(
      shared.database.db,
      { ...submittedAnswers, name },
      new Date(`${DATES[index % DATES.length]}T12:00:00`),
    );
  }
}

/** Some cases approved, some denied: ties in the status and letter orders too. */
async function decideSome(): Promise<void> {
  for (const id of [2, 5, 9, 12]) await shared.decide(id, 'approve', 'Open');
  for (const id of [3, 10]) await shared.decide(id, 'deny', 'Open');
}

async function everyCase(): Promise<CaseRecord[]> {
  return (await listCases(shared.database.db, { ...DEFAULT_QUERY, offset: 0, limit: 200 })).cases;
}

const window = (query: CaseQuery, more: Partial<CasePageQuery>): CasePageQuery => ({
  ...query,
  offset: 0,
  limit: 5,
  ...more,
});

/** The whole selection read window by window, each after the last case of the one before. */
async function readByCursor(query: CaseQuery, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let after: CasePageQuery['after'];
  for (;;) {
    const page = await listCases(shared.database.db, window(query, { limit, after }));
    ids.push(...page.cases.map((entry) => entry.id));
    const last = page.cases.at(-1);
    if (page.cases.length < limit || !last) return ids;
    after = { id: last.id, status: last.status };
  }
}

const QUERIES: CaseQuery[] = [
  DEFAULT_QUERY,
  ...SORT_KEYS.flatMap((key) =>
    SORT_ORDERS.map((order) => ({ ...DEFAULT_QUERY, sort: { key, order } })),
  ),
  { search: 'lee', status: 'All', sort: { key: 'name', order: 'desc' } },
  { search: '', status: 'Open', sort: { key: 'dateSubmitted', order: 'desc' } },
  { search: 'bo', status: 'Completed', sort: { key: 'lmn', order: 'asc' } },
];

describe('windows after a case (cursor)', () => {
  it('read every order, both directions, in the browser’s order, ties by id', async () => {
    await submitMany(20);
    await decideSome();
    const all = await everyCase();
    for (const query of QUERIES) {
      const expected = selectCases(all, query).map((entry) => entry.id);
      for (const limit of [1, 3, 7]) {
        expect(await readByCursor(query, limit), JSON.stringify({ query, limit })).toEqual(
          expected,
        );
      }
    }
  });

  it('skip and repeat no case while cases are submitted between the reads', async () => {
    for (const query of QUERIES.slice(0, 9)) {
      await sql`truncate cases restart identity cascade`.execute(shared.database.db);
      await submitMany(12);
      const atStart = (await everyCase()).map((entry) => entry.id);
      const seen: number[] = [];
      let after: CasePageQuery['after'];
      let added = 12;
      for (;;) {
        const page = await listCases(shared.database.db, window(query, { limit: 4, after }));
        seen.push(...page.cases.map((entry) => entry.id));
        const last = page.cases.at(-1);
        if (page.cases.length < 4 || !last) break;
        after = { id: last.id, status: last.status };
        // New cases whose names and dates fall before, among and after the ones read.
        await submitMany(3, added);
        added += 3;
      }
      expect(new Set(seen).size, JSON.stringify(query)).toBe(seen.length);
      expect(seen, JSON.stringify(query)).toEqual(expect.arrayContaining(atStart));
    }
  });

  it('go on from where the case was when read, though a decision moved it since', async () => {
    await submitMany(9);
    const query = { ...DEFAULT_QUERY, sort: { key: 'status' as const, order: 'asc' as const } };
    const first = await listCases(shared.database.db, window(query, { limit: 4 }));
    const last = first.cases.at(-1)!;
    const rest = selectCases(await everyCase(), query)
      .slice(4)
      .map((entry) => entry.id);
    // The last case read is approved: it moves to the top of the status order.
    await shared.decide(last.id, 'approve', 'Open');
    const next = await listCases(
      shared.database.db,
      window(query, { limit: 20, after: { id: last.id, status: last.status } }),
    );
    expect(next.cases.map((entry) => entry.id)).toEqual(rest);
  });

  it('refuse a cursor that names no case', async () => {
    await submitMany(3);
    await expect(
      listCases(shared.database.db, window(DEFAULT_QUERY, { after: { id: 99 } })),
    ).rejects.toBeInstanceOf(CursorNotValidError);
  });
});

describe('windows at a position (a jump)', () => {
  it('hold what the same positions of the browser’s order hold, in every order', async () => {
    await submitMany(20);
    await decideSome();
    const all = await everyCase();
    for (const query of QUERIES) {
      const expected = selectCases(all, query).map((entry) => entry.id);
      for (const offset of [1, 4, 7, 13, 19, 20, 25]) {
        const page = await listCases(shared.database.db, window(query, { offset, limit: 5 }));
        expect(
          page.cases.map((entry) => entry.id),
          JSON.stringify({ query, offset }),
        ).toEqual(expected.slice(offset, offset + 5));
        expect(page.total).toBe(expected.length);
      }
    }
  });
});

describe('the total', () => {
  const totals = async () => {
    const counted: Record<string, number> = {};
    for (const status of STATUS_FILTERS) {
      counted[status] = (
        await listCases(shared.database.db, window({ ...DEFAULT_QUERY, status }, {}))
      ).total;
    }
    return counted;
  };

  it('follows submissions and decisions, per status and in all', async () => {
    expect(await totals()).toEqual({ All: 0, Open: 0, Completed: 0, Denied: 0 });
    await submitMany(14);
    expect(await totals()).toEqual({ All: 14, Open: 14, Completed: 0, Denied: 0 });
    await decideSome();
    expect(await totals()).toEqual({ All: 14, Open: 8, Completed: 4, Denied: 2 });
    // A decision that changes nothing, and one that undoes an approval.
    await shared.decide(2, 'approve', 'Completed');
    await shared.decide(5, 'deny', 'Completed');
    expect(await totals()).toEqual({ All: 14, Open: 8, Completed: 3, Denied: 3 });
    await submitMany(2);
    expect(await totals()).toEqual({ All: 16, Open: 10, Completed: 3, Denied: 3 });
  });

  it('counts a search with the status, and starts again from nothing when the cases are emptied', async () => {
    await submitMany(16);
    await decideSome();
    const searched = async (search: string, status: CaseQuery['status']) =>
      (await listCases(shared.database.db, window({ ...DEFAULT_QUERY, search, status }, {}))).total;
    // "Bo Diaz" is every 8th case from the third and the eighth: 3, 8, 11, 16.
    expect(await searched('bo diaz', 'All')).toBe(4);
    // Cases 3 (denied) and 11, 8, 16 (open).
    expect(await searched('BO', 'Open')).toBe(3);
    await sql`truncate cases restart identity cascade`.execute(shared.database.db);
    expect(await totals()).toEqual({ All: 0, Open: 0, Completed: 0, Denied: 0 });
    await submitMany(1);
    expect(await totals()).toEqual({ All: 1, Open: 1, Completed: 0, Denied: 0 });
  });
});

describe('with the licence filter', () => {
  it('pages, jumps and counts only the cases the licences cover', async () => {
    for (let index = 0; index < 12; index += 1) {
      const state = index % 3 === 0 ? 'Texas' : 'Ohio';
      await insertCase(shared.database.db, { ...submittedAnswers, name: `Pat ${index}`, state });
    }
    const coverage = { states: ['Texas' as const], stateless: false };
    const query = { ...DEFAULT_QUERY, sort: { key: 'name' as const, order: 'desc' as const } };
    // Pat 9, Pat 6, Pat 3, Pat 0 (numbers by value, descending): the Texas cases.
    const texas = [10, 7, 4, 1];
    const first = await listCases(shared.database.db, window(query, { limit: 2 }), coverage);
    expect(first.cases.map((entry) => entry.id)).toEqual(texas.slice(0, 2));
    expect(first.total).toBe(4);
    const last = first.cases.at(-1)!;
    const after = await listCases(
      shared.database.db,
      window(query, { offset: 2, limit: 2, after: { id: last.id } }),
      coverage,
    );
    expect(after.cases.map((entry) => entry.id)).toEqual(texas.slice(2));
    const jump = await listCases(
      shared.database.db,
      window(query, { offset: 3, limit: 2 }),
      coverage,
    );
    expect(jump.cases.map((entry) => entry.id)).toEqual(texas.slice(3));
    // Without the filter, the counts table answers: all twelve.
    const all = { ...query, licensedOnly: false };
    expect((await listCases(shared.database.db, window(all, {}), coverage)).total).toBe(12);
  });
});

describe('the name search', () => {
  it('takes \\ literally too, and finds names by fewer letters than a trigram', async () => {
    for (const name of ['Ann\\Lee', 'Ann Lee', 'Al', 'Bo_b']) {
      await insertCase(shared.database.db, { ...submittedAnswers, name });
    }
    const names = async (search: string) =>
      (await listCases(shared.database.db, window({ ...DEFAULT_QUERY, search }, {}))).cases.map(
        (entry) => entry.name,
      );
    expect(await names('\\')).toEqual(['Ann\\Lee']);
    expect(await names('n\\l')).toEqual(['Ann\\Lee']);
    expect(await names('al')).toEqual(['Al']);
    expect(await names('o_')).toEqual(['Bo_b']);
    expect(await names('o%b')).toEqual([]);
  });
});
