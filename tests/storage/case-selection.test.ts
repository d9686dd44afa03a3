import { describe, expect, it } from 'vitest';
import {
  CASE_STATUSES,
  SORT_KEYS,
  selectCases,
  type CaseQuery,
  type CaseRecord,
} from '../../machines/case';
import { createCaseSelection } from '../../src/storage/case-selection';

const NAMES = ['Emily Davis', 'emily  DAVENPORT', ' John Smith ', 'Émile Dávid', 'Sarah Emily'];

function someCases(count: number): CaseRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    id: count - index, // stored order is not id order
    name: `${NAMES[index % NAMES.length]} ${index % 7}`,
    status: CASE_STATUSES[index % CASE_STATUSES.length]!,
    dateSubmitted: `2024-0${(index % 9) + 1}-1${index % 10}`,
  }));
}

/** A person typing, deleting, filtering and sorting, in that order of frequency. */
const SEARCHES = [
  '',
  'e',
  'em',
  'emi',
  'emily',
  'emily ',
  'emily  d',
  'EMILY DAV',
  'emily da',
  'mily',
  'x',
  '',
  ' smith',
  'dav',
  'é',
];
const QUERIES: CaseQuery[] = [
  ...SEARCHES.map((search) => ({ search, status: 'All', sort: null }) as const),
  ...SEARCHES.map((search) => ({ search, status: 'Open', sort: null }) as const),
  ...SEARCHES.flatMap((search, i) =>
    SORT_KEYS.map(
      (key) =>
        ({
          search,
          status: i % 2 === 0 ? 'All' : 'Denied',
          sort: { key, order: i % 3 === 0 ? 'desc' : 'asc' },
        }) as const,
    ),
  ),
];

describe('the overview’s remembered selections', () => {
  it('select exactly what selectCases selects, query after query', () => {
    const cases = someCases(300);
    const select = createCaseSelection();
    for (const query of [...QUERIES, ...[...QUERIES].reverse()]) {
      expect(select(cases, query), JSON.stringify(query)).toEqual(selectCases(cases, query));
    }
  });

  it('answer a query asked again without selecting anew', () => {
    const cases = someCases(50);
    const select = createCaseSelection();
    const query: CaseQuery = {
      search: 'emily',
      status: 'All',
      sort: { key: 'name', order: 'asc' },
    };
    expect(select(cases, { ...query })).toBe(select(cases, { ...query }));
  });

  it('start afresh for another list, so a change in storage is never hidden', () => {
    const select = createCaseSelection();
    const before = someCases(30);
    const query: CaseQuery = { search: 'emily', status: 'Open', sort: null };
    select(before, query);
    select(before, { ...query, search: 'emily d' });
    const after = before.map((entry) => ({ ...entry, status: 'Open' as const, name: 'Emily Doe' }));
    expect(select(after, { ...query, search: 'emily d' })).toEqual(after);
    expect(select(after, query)).toEqual(after);
  });
});
