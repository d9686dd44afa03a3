import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { caseDatabaseForThisFile } from '../support/case-database';
import {
  DEFAULT_QUERY,
  SORT_KEYS,
  SORT_ORDERS,
  selectCases,
  type CasePageQuery,
  type CaseQuery,
} from '../../../machines/case';
import { covers, type LicenceCoverage } from '../../../machines/letter';
import type { UsState } from '../../../machines/survey';
import { insertCase } from '../../../server/db/cases/insert';
import { listCases } from '../../../server/db/cases/list';
import { submittedAnswers } from '../support/submitted-answers';

// The default view keeps to the reviewer's licences: its total comes from counts kept per
// status and patient's state, and a jump lands on the same cases from either end of the list.

const shared = caseDatabaseForThisFile();

const STATES: (UsState | null)[] = ['Texas', 'Ohio', null, 'Oregon', 'Texas', 'Ohio'];
const NAMES = ['Ann Lee', 'ann lee', 'Bo Diaz', 'Ánn Lee', 'Case 2', 'Case 10', 'Cy Ng'];

/** Cases from each state and some without one (a seeded sample), with ties in every order. */
async function submitMany(count: number): Promise<Map<number, UsState | null>> {
  const stateOf = new Map<number, UsState | null>();
  for (let index = 0; index < count; index += 1) {
    const name = NAMES[index % NAMES.length]!;
    const state = STATES[index % STATES.length]!;
    const submittedOn = new Date(`2025-03-0${1 + (index % 3)}T12:00:00`);
    if (state === null) {
      const row = await sql<{ id: number }>`
        insert into cases (name, name_sort_key, status, date_submitted)
        values (${name}, ${name.toLowerCase()}, 'Open', ${submittedOn.toISOString().slice(0, 10)})
        returning id`.execute(shared.database.db);
      stateOf.set(row.rows[0]!.id, null);
    } else {
      const stored = await insertCase(
        shared.database.db,
        { ...submittedAnswers, name, state },
        submittedOn,
      );
      stateOf.set(stored.id, state);
    }
  }
  return stateOf;
}

async function decideSome(): Promise<void> {
  for (const [caseId, decision] of [
    [2, 'approve'],
    [3, 'deny'],
    [5, 'approve'],
    [8, 'deny'],
    [9, 'approve'],
    [13, 'approve'],
  ] as const) {
    await shared.decide(caseId, decision, 'Open');
  }
}

const COVERAGES: LicenceCoverage[] = [
  { states: ['Texas'], stateless: true },
  { states: ['Ohio', 'Oregon'], stateless: false },
  { states: [], stateless: true },
  { states: [], stateless: false },
];

const QUERIES: CaseQuery[] = [
  DEFAULT_QUERY,
  ...SORT_KEYS.flatMap((key) =>
    SORT_ORDERS.map((order) => ({ ...DEFAULT_QUERY, sort: { key, order } })),
  ),
  { ...DEFAULT_QUERY, status: 'Open', sort: { key: 'dateSubmitted', order: 'desc' } },
  { ...DEFAULT_QUERY, status: 'Completed', sort: { key: 'name', order: 'asc' } },
  { ...DEFAULT_QUERY, search: 'lee', sort: { key: 'status', order: 'desc' } },
];

describe('the licensed view', () => {
  it('jumps to every position from either end and counts the covered cases', async () => {
    const stateOf = await submitMany(19);
    await decideSome();
    const everyCase = (
      await listCases(shared.database.db, {
        ...DEFAULT_QUERY,
        licensedOnly: false,
        offset: 0,
        limit: 200,
      })
    ).cases;
    for (const coverage of COVERAGES) {
      const covered = everyCase.filter((entry) => covers(coverage, stateOf.get(entry.id) ?? null));
      for (const query of QUERIES) {
        const expected = selectCases(covered, query).map((entry) => entry.id);
        for (let offset = 0; offset <= expected.length + 1; offset += 1) {
          const page: CasePageQuery = { ...query, offset, limit: 3 };
          const listed = await listCases(shared.database.db, page, coverage);
          const context = JSON.stringify({ coverage, query, offset });
          expect(
            listed.cases.map((entry) => entry.id),
            context,
          ).toEqual(expected.slice(offset, offset + 3));
          expect(listed.total, context).toBe(expected.length);
        }
      }
    }
  });
});

describe('the counts per status and state', () => {
  /** What the counts table says, against a count of the cases themselves. */
  const counted = async () =>
    (
      await sql<{ status: string; patient_state: string | null; total: number }>`
        select status, patient_state, total from case_counts where total <> 0
        order by status, patient_state nulls first`.execute(shared.database.db)
    ).rows;
  const actual = async () =>
    (
      await sql<{ status: string; patient_state: string | null; total: number }>`
        select status, patient_state, count(*)::int as total from cases
        group by status, patient_state order by status, patient_state nulls first`.execute(
        shared.database.db,
      )
    ).rows;

  it('follow submissions, decisions, a moved state, a removal and emptying', async () => {
    await submitMany(12);
    expect(await counted()).toEqual(await actual());
    await decideSome();
    expect(await counted()).toEqual(await actual());
    // Case 5 (Texas) approved; 3 and 9 (no state) denied and approved.
    expect(await counted()).toEqual(
      expect.arrayContaining([
        { status: 'Completed', patient_state: null, total: 1 },
        { status: 'Denied', patient_state: null, total: 1 },
        { status: 'Completed', patient_state: 'Texas', total: 1 },
      ]),
    );
    await sql`update cases set patient_state = 'Oregon' where id in (1, 3)`.execute(
      shared.database.db,
    );
    expect(await counted()).toEqual(await actual());
    await sql`delete from cases where id = 4`.execute(shared.database.db);
    expect(await counted()).toEqual(await actual());
    await sql`truncate cases restart identity cascade`.execute(shared.database.db);
    expect(await counted()).toEqual([]);
    await submitMany(3);
    expect(await counted()).toEqual([
      { status: 'Open', patient_state: null, total: 1 },
      { status: 'Open', patient_state: 'Ohio', total: 1 },
      { status: 'Open', patient_state: 'Texas', total: 1 },
    ]);
  });
});
