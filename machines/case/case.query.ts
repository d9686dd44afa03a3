import { WAITING_STAGE } from './case.open-stage';
import { CASE_STATUSES, hasLetter, NEW_CASE_STATUS, type CaseRecord } from './case.record';
import { compareSortKeys, nameSortKey } from './case.sort-key';

export const SORT_KEYS = ['name', 'status', 'dateSubmitted', 'lmn'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const STATUS_FILTERS = ['All', ...CASE_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
/** The partner filter's default: every partner's cases. */
export const ALL_PARTNERS = 'All';
/**
 * The partner filter's value for the default partner's cases: those without a partner (from
 * `/`). A slug has no `_` (PARTNER_SLUG), so no partner's slug is ever taken for it.
 */
export const DEFAULT_PARTNER_FILTER = '_default';

export interface CaseQuery {
  search: string;
  status: StatusFilter;
  /** null keeps the stored order. */
  sort: { key: SortKey; order: SortOrder } | null;
  /**
   * Server mode: only the cases the signed-in reviewer's licences cover (`licenceCoverage`,
   * taken by the server from the session's profile). Browser-only mode has no licences and
   * no such filter: `selectCases` ignores it. Left out, it is on (`isLicensedOnly`).
   */
  licensedOnly?: boolean;
  /**
   * `ALL_PARTNERS`, `DEFAULT_PARTNER_FILTER` or a partner's slug: only that partner's cases.
   * Left out, every partner's (`partnerFilterOf`).
   */
  partner?: string;
}

export const DEFAULT_QUERY: Required<CaseQuery> = {
  search: '',
  status: 'All',
  sort: null,
  licensedOnly: true,
  partner: ALL_PARTNERS,
};

/** One window of the overview's list: the query, then a slice of what it selects. */
export interface CasePageQuery extends CaseQuery {
  offset: number;
  limit: number;
  /**
   * The case just before `offset`, when the window before is at hand: a server then reads on
   * from that case instead of counting `offset` cases (and goes by it where cases were added
   * in between); storage in the browser needs only the offset.
   */
  after?: CaseCursor;
}

/**
 * A position in the query's order: the case a window follows, by id, with the status it had
 * when it was read (the status and letter orders place it by that status, which a decision
 * may have changed since; the name and the date never change).
 */
export interface CaseCursor {
  id: number;
  status?: CaseRecord['status'];
}

/** The orders a decision can move a case in: their cursor carries the status. */
export function cursorCarriesStatus(sort: CaseQuery['sort']): boolean {
  return sort?.key === 'status' || sort?.key === 'lmn';
}

export interface CasePage {
  cases: CaseRecord[];
  /** How many cases the query selects in all. */
  total: number;
}

/**
 * What each column sorts by. The server's SQL sorts by the same values: the name's sort key
 * is stored in a column, and text compares by code point there (collation "C") as here.
 */
const sortValue: Record<SortKey, (entry: CaseRecord) => string | number> = {
  name: (entry) => nameSortKey(entry.name),
  status: (entry) => entry.status,
  dateSubmitted: (entry) => entry.dateSubmitted,
  lmn: (entry) => Number(hasLetter(entry)),
};

function compareValues(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : compareSortKeys(String(a), String(b));
}

function normalize(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** The partner filter a query keeps to: every partner's cases unless it names one. */
export function partnerFilterOf(query: Pick<CaseQuery, 'partner'>): string {
  return query.partner ?? ALL_PARTNERS;
}

/** The partner filter value that selects a case: its partner's slug, or the default partner's. */
export function casePartnerFilter(entry: Pick<CaseRecord, 'partner'>): string {
  return entry.partner?.slug ?? DEFAULT_PARTNER_FILTER;
}

/**
 * The cases the table shows: searched by name, filtered by status and partner, then sorted. `licensedOnly`
 * is the server's alone (browser-only mode has no reviewer profile), so it is not read here.
 */
export function selectCases(cases: readonly CaseRecord[], query: CaseQuery): CaseRecord[] {
  const search = normalize(query.search);
  const partner = partnerFilterOf(query);
  const shown = cases.filter(
    (entry) =>
      (query.status === 'All' || entry.status === query.status) &&
      (partner === ALL_PARTNERS || casePartnerFilter(entry) === partner) &&
      (search === '' || normalize(entry.name).includes(search)),
  );
  const { sort } = query;
  if (!sort) return shown;
  const direction = sort.order === 'asc' ? 1 : -1;
  const valueOf = sortValue[sort.key];
  // Each value is computed once per case, not once per comparison.
  const keyed = shown.map((entry) => ({ entry, value: valueOf(entry) }));
  // Equal values keep a fixed order (by id), whatever the direction.
  keyed.sort((a, b) => direction * compareValues(a.value, b.value) || a.entry.id - b.entry.id);
  return keyed.map(({ entry }) => entry);
}

/**
 * The reviewer's next case in browser-only mode (no licences): the oldest Open case, by
 * date submitted and then by id (the order cases arrive in), other than `after`, the case
 * just decided. The server answers the same question for the reviewer's states in SQL.
 */
export function nextOpenCase(
  cases: readonly CaseRecord[],
  after: number | null,
): CaseRecord | undefined {
  const open = selectCases(cases, {
    ...DEFAULT_QUERY,
    status: NEW_CASE_STATUS,
    sort: { key: 'dateSubmitted', order: 'asc' },
  });
  // A case waiting for its patient's answer waits on them, not on a reviewer.
  return open.find((entry) => entry.id !== after && entry.openStage !== WAITING_STAGE);
}

/** Whether a query keeps to the reviewer's licensed states: on unless turned off. */
export function isLicensedOnly(query: Pick<CaseQuery, 'licensedOnly'>): boolean {
  return query.licensedOnly ?? DEFAULT_QUERY.licensedOnly;
}

export function isStatusFilter(value: unknown): value is StatusFilter {
  return (STATUS_FILTERS as readonly unknown[]).includes(value);
}

export function isSortKey(value: unknown): value is SortKey {
  return (SORT_KEYS as readonly unknown[]).includes(value);
}
