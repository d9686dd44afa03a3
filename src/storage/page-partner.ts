import type { CasePartnerResult } from '../../machines/case/case.partner-origin';
import { PARTNER_CATALOGUE_TAG } from '../../machines/partner/partner.ids';

/**
 * The partner a submission is for, or null (the default partner's build, or no page): at
 * once when the page has no catalogue, so the submission asks for the lock in its turn.
 */
export type SubmissionPartner = () => CasePartnerResult | null | Promise<CasePartnerResult | null>;

type Page = { document?: Document; location?: Pick<Location, 'search'> };

const catalogueTagOf = (page: Page) =>
  page.document?.querySelector<HTMLMetaElement>(`meta[name=${PARTNER_CATALOGUE_TAG}]`)?.content;

const loadPartnerOfPage = async () => (await import('./submission-partner')).partnerOfPage;

/**
 * This page's: a build with partner.config.json carries its catalogue in a tag. Its reading
 * loads in a chunk of its own, fetched now (with the store, before the survey ends) on such a
 * page only, so the default partner's build downloads none of it.
 */
export function pagePartner(page: Page = globalThis as Page): SubmissionPartner {
  if (catalogueTagOf(page) !== undefined) void loadPartnerOfPage().catch(() => undefined);
  return () => {
    const tag = catalogueTagOf(page);
    if (tag === undefined) return null;
    return loadPartnerOfPage().then((partnerOf) => partnerOf(tag, page.location?.search ?? ''));
  };
}
