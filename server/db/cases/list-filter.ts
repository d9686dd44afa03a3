import { type SelectQueryBuilder, sql } from 'kysely';
import {
  ALL_PARTNERS,
  type CasePageQuery,
  DEFAULT_PARTNER_FILTER,
  isLicensedOnly,
  partnerFilterOf,
} from '../../../machines/case';
import type { LicenceCoverage } from '../../../machines/letter';
import type { DatabaseSchema } from '../schema';
import { coveredBy } from './covered-by';

/** A list request: the query, and the licences `licensedOnly` keeps to. */
export interface ListRequest {
  page: CasePageQuery;
  coverage: LicenceCoverage | null;
}

export type CaseSelect<O> = SelectQueryBuilder<DatabaseSchema, 'cases', O>;

/** LIKE's wildcards and its escape character taken literally: a search is plain text. */
function likePattern(search: string): string {
  const text = search.trim().replace(/\s+/g, ' ');
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The request's conditions (licences, status, partner, search) on a select of cases. */
export function filtered<O>(query: CaseSelect<O>, { page, coverage }: ListRequest): CaseSelect<O> {
  let selected = query;
  if (coverage && isLicensedOnly(page)) selected = coveredBy(selected, coverage);
  if (page.status !== 'All') selected = selected.where('status', '=', page.status);
  const partner = partnerFilterOf(page);
  if (partner === DEFAULT_PARTNER_FILTER) selected = selected.where('partner_slug', 'is', null);
  else if (partner !== ALL_PARTNERS) selected = selected.where('partner_slug', '=', partner);
  if (page.search.trim() !== '') {
    selected = selected.where(sql<boolean>`name ilike ${likePattern(page.search)} escape '\\'`);
  }
  return selected;
}
