import { CASE_STATUSES, type CaseRecord, type CaseStatus } from './case.types';

export const SORT_KEYS = ['name', 'status', 'dateSubmitted', 'lmn'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';
export type StatusFilter = CaseStatus | 'All';

export interface CaseQuery {
  search: string;
  status: StatusFilter;
  /** null keeps the stored order. */
  sort: { key: SortKey; order: SortOrder } | null;
}

export const DEFAULT_QUERY: CaseQuery = { search: '', status: 'All', sort: null };

/** The Letter of Medical Necessity exists once a case is approved (SPEC §2). */
export function hasLetter(entry: CaseRecord): boolean {
  return entry.status === 'Completed';
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const compareBy: Record<SortKey, (a: CaseRecord, b: CaseRecord) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  status: (a, b) => collator.compare(a.status, b.status),
  dateSubmitted: (a, b) => a.dateSubmitted.localeCompare(b.dateSubmitted),
  lmn: (a, b) => Number(hasLetter(a)) - Number(hasLetter(b)),
};

function normalize(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** The cases the table shows: searched by name, filtered by status, then sorted. */
export function selectCases(cases: readonly CaseRecord[], query: CaseQuery): CaseRecord[] {
  const search = normalize(query.search);
  const shown = cases.filter(
    (entry) =>
      (query.status === 'All' || entry.status === query.status) &&
      (search === '' || normalize(entry.name).includes(search)),
  );
  const { sort } = query;
  if (!sort) return shown;
  const direction = sort.order === 'asc' ? 1 : -1;
  // Equal values keep a fixed order (by id), whatever the direction.
  return [...shown].sort((a, b) => direction * compareBy[sort.key](a, b) || a.id - b.id);
}

export function isStatusFilter(value: unknown): value is StatusFilter {
  return value === 'All' || (CASE_STATUSES as readonly unknown[]).includes(value);
}

export function isSortKey(value: unknown): value is SortKey {
  return (SORT_KEYS as readonly unknown[]).includes(value);
}

/** One window of the overview's list: the query, then a slice of what it selects. */
export interface CasePageQuery extends CaseQuery {
  offset: number;
  limit: number;
}

export interface CasePage {
  cases: CaseRecord[];
  /** How many cases the query selects in all. */
  total: number;
}
