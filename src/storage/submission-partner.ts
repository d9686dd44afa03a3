import { casePartnerFor, type CasePartnerResult } from '../../machines/case/case.partner-origin';
import { parsePartnerCatalogue } from '../../machines/partner/partner.catalogue';
import { originOfSearch } from '../../machines/partner/partner.link';

/**
 * The partner a browser-only case is submitted for, from the catalogue a build with
 * partner.config.json writes into the page and the survey's address (`/?product=&order=`),
 * which the survey never changes. A catalogue the page cannot read gives no partner: the case
 * keeps the generic product, as a case from `/` of a server does.
 */
export function partnerOfPage(catalogueTag: string, search: string): CasePartnerResult | null {
  const catalogue = parsePartnerCatalogue(catalogueTag);
  if (!catalogue) {
    console.error('The page’s partner catalogue is not valid; the case names no partner.');
    return null;
  }
  return casePartnerFor(catalogue, originOfSearch(catalogue.slug, search));
}
