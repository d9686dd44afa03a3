import * as v from 'valibot';
import { PARTNER_SLUG } from '../partner/partner.ids';
import { CASE_STATUSES, type CaseStatus } from './case.record';
import {
  ALL_PARTNERS,
  cursorCarriesStatus,
  DEFAULT_PARTNER_FILTER,
  DEFAULT_QUERY,
  isLicensedOnly,
  SORT_KEYS,
  SORT_ORDERS,
  STATUS_FILTERS,
  type CaseCursor,
  type CasePageQuery,
  type CaseQuery,
  partnerFilterOf,
} from './case.query';

/** The most cases one list request returns; larger windows are read in pages this size. */
export const CASE_PAGE_SIZE = 200;
/** A window asked for without a limit. */
const DEFAULT_LIMIT = 50;
const MAX_OFFSET = 100_000_000;
/** Longer than any name (200) finds nothing, but is not an error worth showing. */
const MAX_SEARCH_LENGTH = 1000;
/** The largest id a case can have (PostgreSQL's integer). */
const MAX_ID = 2_147_483_647;
/** `after`: a case's id, then, in the status and letter orders, `:` and its status. */
const CURSOR_PATTERN = new RegExp(`^([1-9][0-9]{0,9})(?::(${CASE_STATUSES.join('|')}))?$`);

/**
 * The list query in an address, one mapping for all: the overview's own address
 * (`?q=&status=&sort=&order=&licensed=&partner=`), and the same names plus `offset` and `limit` on
 * `GET /api/cases`, and there `after` (the case just before the window, see `CaseCursor`)
 * when the reader has it: the server then seeks to that case rather than counting to the
 * offset. Default values are left out (`licensed=all` turns the licence filter off;
 * `partner=<slug>`, or `partner=_default` for the cases from `/`, keeps to one partner).
 */
export function caseQueryParams(query: CaseQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim() !== '') params.set('q', query.search);
  if (query.status !== DEFAULT_QUERY.status) params.set('status', query.status);
  if (query.sort) {
    params.set('sort', query.sort.key);
    params.set('order', query.sort.order);
  }
  if (isLicensedOnly(query) !== DEFAULT_QUERY.licensedOnly)
    params.set('licensed', licensedValue(query));
  const partner = partnerFilterOf(query);
  if (partner !== ALL_PARTNERS) params.set('partner', partner);
  return params;
}

export function casePageParams({ offset, limit, after, ...query }: CasePageQuery): URLSearchParams {
  const params = caseQueryParams(query);
  params.set('offset', String(offset));
  params.set('limit', String(limit));
  if (after !== undefined) params.set('after', cursorText(after, query.sort));
  return params;
}

function cursorText({ id, status }: CaseCursor, sort: CaseQuery['sort']): string {
  return cursorCarriesStatus(sort) && status ? `${id}:${status}` : String(id);
}

/** The cursor of `after=`, if it is one of the query's order; undefined if not. */
function parseCursor(text: string, sort: CaseQuery['sort']): CaseCursor | undefined {
  const match = CURSOR_PATTERN.exec(text);
  if (!match) return undefined;
  const id = Number(match[1]);
  const status = match[2] as CaseStatus | undefined;
  if (id > MAX_ID || cursorCarriesStatus(sort) !== (status !== undefined)) return undefined;
  return status ? { id, status } : { id };
}

/** `licensed=only` (the default) or `licensed=all`. */
const LICENSED_VALUES = ['only', 'all'] as const;
const DEFAULT_LICENSED = DEFAULT_QUERY.licensedOnly ? 'only' : 'all';

function licensedValue(query: Pick<CaseQuery, 'licensedOnly'>): (typeof LICENSED_VALUES)[number] {
  return isLicensedOnly(query) ? 'only' : 'all';
}

const wholeNumber = (min: number, max: number) =>
  v.pipe(v.string(), v.digits(), v.transform(Number), v.minValue(min), v.maxValue(max));

const QUERY_FIELDS = {
  q: v.pipe(v.string(), v.maxLength(MAX_SEARCH_LENGTH)),
  status: v.picklist(STATUS_FILTERS),
  sort: v.picklist(SORT_KEYS),
  order: v.picklist(SORT_ORDERS),
  licensed: v.picklist(LICENSED_VALUES),
  /** Every partner, the default partner or a slug; whether it names a partner is not asked. */
  partner: v.pipe(
    v.string(),
    v.check(
      (value) =>
        value === ALL_PARTNERS || value === DEFAULT_PARTNER_FILTER || PARTNER_SLUG.test(value),
    ),
  ),
};

/** What `GET /api/cases` accepts, strictly: anything else is refused. */
export const CaseListQuerySchema = v.object({
  q: v.optional(QUERY_FIELDS.q, DEFAULT_QUERY.search),
  status: v.optional(QUERY_FIELDS.status, DEFAULT_QUERY.status),
  sort: v.optional(QUERY_FIELDS.sort),
  order: v.optional(QUERY_FIELDS.order, 'asc'),
  licensed: v.optional(QUERY_FIELDS.licensed, DEFAULT_LICENSED),
  partner: v.optional(QUERY_FIELDS.partner, ALL_PARTNERS),
  offset: v.optional(wholeNumber(0, MAX_OFFSET), '0'),
  limit: v.optional(wholeNumber(1, CASE_PAGE_SIZE), String(DEFAULT_LIMIT)),
  after: v.optional(v.pipe(v.string(), v.maxLength(30))),
});

/** The overview's address, leniently: a value it does not know falls back to the default. */
const AddressParamsSchema = v.object({
  q: v.fallback(v.optional(QUERY_FIELDS.q, DEFAULT_QUERY.search), DEFAULT_QUERY.search),
  status: v.fallback(v.optional(QUERY_FIELDS.status, DEFAULT_QUERY.status), DEFAULT_QUERY.status),
  sort: v.fallback(v.optional(QUERY_FIELDS.sort), undefined),
  order: v.fallback(v.optional(QUERY_FIELDS.order, 'asc'), 'asc'),
  licensed: v.fallback(v.optional(QUERY_FIELDS.licensed, DEFAULT_LICENSED), DEFAULT_LICENSED),
  partner: v.fallback(v.optional(QUERY_FIELDS.partner, ALL_PARTNERS), ALL_PARTNERS),
});

type QueryFields = v.InferOutput<typeof AddressParamsSchema>;

function toQuery({ q, status, sort, order, licensed, partner }: QueryFields): CaseQuery {
  return {
    search: q,
    status,
    sort: sort ? { key: sort, order } : null,
    licensedOnly: licensed === 'only',
    // Left out for every partner, as `CaseQuery` allows: a query reads as it did before.
    ...(partner !== ALL_PARTNERS && { partner }),
  };
}

/** The first value of each name (a repeated name counts once, as `URLSearchParams.get`). */
function firstValues(params: URLSearchParams | Record<string, unknown>): Record<string, unknown> {
  if (!(params instanceof URLSearchParams)) return params;
  const values: Record<string, string> = {};
  for (const [name, value] of params) values[name] ??= value;
  return values;
}

/** The overview's query from its address; never fails. */
export function caseQueryFromParams(params: URLSearchParams): CaseQuery {
  return toQuery(v.parse(AddressParamsSchema, firstValues(params)));
}

/** A list request's query, or the names of the parameters that are not valid. */
export function parseCasePageParams(
  params: URLSearchParams | Record<string, unknown>,
): { query: CasePageQuery } | { invalid: string[] } {
  const result = v.safeParse(CaseListQuerySchema, firstValues(params));
  if (!result.success) {
    return { invalid: result.issues.map((issue) => v.getDotPath(issue) ?? 'query') };
  }
  const { offset, limit, after } = result.output;
  if (after === undefined) return { query: { ...toQuery(result.output), offset, limit } };
  const query = toQuery(result.output);
  const cursor = parseCursor(after, query.sort);
  if (!cursor) return { invalid: ['after'] };
  return { query: { ...query, offset, limit, after: cursor } };
}
