import { describe, expect, it } from 'vitest';
import {
  ALL_PARTNERS,
  casePartnerFilter,
  DEFAULT_PARTNER_FILTER,
  DEFAULT_QUERY,
  hasLetter,
  isSortKey,
  isStatusFilter,
  nextOpenCase,
  selectCases,
  SORT_KEYS,
  type CaseQuery,
  type CaseRecord,
} from '../../../machines/case';

// The overview's search, filter and sort (PRODUCT.md "Admin screens"), as a reviewer uses them.

const cases: CaseRecord[] = [
  { id: 1, name: 'John Smith', status: 'Open', dateSubmitted: '2024-01-08' },
  { id: 2, name: 'Émile Zola', status: 'Completed', dateSubmitted: '2024-01-06' },
  { id: 3, name: 'anna Berg', status: 'Denied', dateSubmitted: '2024-01-07' },
  { id: 4, name: 'Case 10', status: 'Open', dateSubmitted: '2024-01-10' },
  { id: 5, name: 'Case 2', status: 'Completed', dateSubmitted: '2024-01-09' },
  { id: 6, name: 'john smith', status: 'Open', dateSubmitted: '2024-01-05' },
];

const ids = (query: Partial<CaseQuery>) =>
  selectCases(cases, { ...DEFAULT_QUERY, ...query }).map((entry) => entry.id);

describe('the overview query', () => {
  it('shows every case in stored order by default', () => {
    expect(DEFAULT_QUERY).toEqual({
      search: '',
      status: 'All',
      sort: null,
      licensedOnly: true,
      partner: 'All',
    });
    expect(ids({})).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has no licence filter in the browser: licensed states only or not, the same cases', () => {
    expect(ids({ licensedOnly: false })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids({ licensedOnly: true, status: 'Open' })).toEqual(ids({ status: 'Open' }));
  });

  it('searches names whatever the case, spacing or position of the words', () => {
    expect(ids({ search: 'SMITH' })).toEqual([1, 6]);
    expect(ids({ search: '  john   smith ' })).toEqual([1, 6]);
    expect(ids({ search: 'berg' })).toEqual([3]);
    expect(ids({ search: 'nobody' })).toEqual([]);
    expect(ids({ search: '   ' })).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('filters by status, and search and filter combine', () => {
    expect(ids({ status: 'Open' })).toEqual([1, 4, 6]);
    expect(ids({ status: 'Completed' })).toEqual([2, 5]);
    expect(ids({ status: 'Denied' })).toEqual([3]);
    expect(ids({ status: 'Open', search: 'case' })).toEqual([4]);
  });

  it('sorts names alphabetically, ignoring case and accents, numbers by value', () => {
    expect(ids({ sort: { key: 'name', order: 'asc' } })).toEqual([3, 5, 4, 2, 1, 6]);
    // Equal names keep their id order in both directions.
    expect(ids({ sort: { key: 'name', order: 'desc' } })).toEqual([1, 6, 2, 4, 5, 3]);
  });

  it('sorts by status, date and letter', () => {
    expect(ids({ sort: { key: 'status', order: 'asc' } })).toEqual([2, 5, 3, 1, 4, 6]);
    expect(ids({ sort: { key: 'dateSubmitted', order: 'asc' } })).toEqual([6, 2, 3, 1, 5, 4]);
    expect(ids({ sort: { key: 'dateSubmitted', order: 'desc' } })).toEqual([4, 5, 1, 3, 2, 6]);
    expect(ids({ sort: { key: 'lmn', order: 'asc' } })).toEqual([1, 3, 4, 6, 2, 5]);
    expect(ids({ sort: { key: 'lmn', order: 'desc' } })).toEqual([2, 5, 1, 3, 4, 6]);
  });

  it('leaves the stored list as it was', () => {
    const before = cases.map((entry) => entry.id);
    ids({ sort: { key: 'name', order: 'desc' } });
    expect(cases.map((entry) => entry.id)).toEqual(before);
  });

  it('has a letter exactly for Completed cases (SPEC §2)', () => {
    expect(cases.filter(hasLetter).map((entry) => entry.id)).toEqual([2, 5]);
  });

  it('knows its filters and sort keys, and nothing else', () => {
    expect(['All', 'Open', 'Completed', 'Denied'].every(isStatusFilter)).toBe(true);
    expect(['open', '', null, 'Closed'].some(isStatusFilter)).toBe(false);
    expect([...SORT_KEYS]).toEqual(['name', 'status', 'dateSubmitted', 'lmn']);
    expect(SORT_KEYS.every(isSortKey)).toBe(true);
    expect(['Name', 'id', undefined].some(isSortKey)).toBe(false);
  });
});

describe('the overview query, details', () => {
  it('keeps the space between words when searching', () => {
    expect(ids({ search: 'johnsmith' })).toEqual([]);
    expect(ids({ search: '  john   smith ' })).toEqual([1, 6]);
  });

  it('orders equal values by id, ascending, in either direction', () => {
    const twins: CaseRecord[] = [5, 3, 9, 1, 7, 2].map((id) => ({
      id,
      name: 'Same Name',
      status: 'Open',
      dateSubmitted: '2024-01-06',
    }));
    for (const order of ['asc', 'desc'] as const) {
      const sorted = selectCases(twins, { ...DEFAULT_QUERY, sort: { key: 'name', order } });
      expect(sorted.map((entry) => entry.id)).toEqual([1, 2, 3, 5, 7, 9]);
    }
  });
});

describe('the next open case (browser-only mode: no licences)', () => {
  it('is the oldest Open case by date submitted', () => {
    expect(nextOpenCase(cases, null)?.id).toBe(6);
  });

  it('skips the case just decided, and takes the next oldest', () => {
    expect(nextOpenCase(cases, 6)?.id).toBe(1);
  });

  it('skips a case waiting for its patient, not one the patient answered (issue 33)', () => {
    const stages: CaseRecord[] = [
      {
        id: 1,
        name: 'Waits',
        status: 'Open',
        dateSubmitted: '2024-01-01',
        openStage: 'waitingForPatient',
      },
      {
        id: 2,
        name: 'Answered',
        status: 'Open',
        dateSubmitted: '2024-01-02',
        openStage: 'patientAnswered',
      },
      { id: 3, name: 'Queued', status: 'Open', dateSubmitted: '2024-01-03' },
    ];
    expect(nextOpenCase(stages, null)?.id).toBe(2);
    expect(nextOpenCase(stages, 2)?.id).toBe(3);
    expect(nextOpenCase(stages.slice(0, 1), null)).toBeUndefined();
  });

  it('orders a same-day tie by id, the order cases arrive in', () => {
    const sameDay: CaseRecord[] = [
      { id: 9, name: 'Later', status: 'Open', dateSubmitted: '2024-01-05' },
      { id: 7, name: 'Earlier', status: 'Open', dateSubmitted: '2024-01-05' },
    ];
    expect(nextOpenCase(sameDay, null)?.id).toBe(7);
  });

  it('is none when no other case is Open', () => {
    expect(
      nextOpenCase(
        cases.filter((entry) => entry.id === 1),
        1,
      ),
    ).toBeUndefined();
    expect(nextOpenCase([], null)).toBeUndefined();
  });
});

describe('the overview’s partner filter (issue 35)', () => {
  const product = { sku: 'AR-2', name: 'Acme Ride 2', usage: 'daily', duration: '1 year' };
  const withPartners: CaseRecord[] = [
    { ...cases[0]!, partner: { slug: 'acme', product } },
    { ...cases[1]!, partner: { slug: 'zephyr', product } },
    cases[2]!,
    { ...cases[3]!, partner: { slug: 'acme', product, order: '1001' } },
  ];
  const chosen = (query: Partial<CaseQuery>) =>
    selectCases(withPartners, { ...DEFAULT_QUERY, ...query }).map((entry) => entry.id);

  it('shows every partner’s cases by default', () => {
    expect(chosen({})).toEqual([1, 2, 3, 4]);
    expect(chosen({ partner: ALL_PARTNERS })).toEqual([1, 2, 3, 4]);
  });

  it('keeps to one partner’s cases, with the other filters', () => {
    expect(chosen({ partner: 'acme' })).toEqual([1, 4]);
    expect(chosen({ partner: 'acme', status: 'Open', search: 'case' })).toEqual([4]);
  });

  it('counts a case without a partner as the default partner’s', () => {
    expect(chosen({ partner: DEFAULT_PARTNER_FILTER })).toEqual([3]);
    expect(casePartnerFilter(cases[2]!)).toBe(DEFAULT_PARTNER_FILTER);
  });

  it('leaves the next open case alone: it never keeps to a partner', () => {
    expect(nextOpenCase(withPartners, null)?.id).toBe(nextOpenCase(cases.slice(0, 4), null)?.id);
  });
});
