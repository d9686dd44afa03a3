import * as v from 'valibot';
import { CaseProductSchema } from '../case/case.partner';
import type { Partner, PartnerProduct } from './partner.contract';
import { PARTNER_SLUG } from './partner.ids';

/**
 * A partner's catalogue: what a case needs of it (issue 35). A browser-only build writes
 * partner.config.json's into every page (`partnerCatalogueTag`, partner-page.ts) and the
 * survey's store reads it back to put the partner and product on a case as the server does.
 * The server's pages never carry it: the server looks the partner up itself.
 */
export type PartnerCatalogue = Pick<Partner, 'slug' | 'name' | 'provider' | 'products'>;

/**
 * The page's copy, held to the shape a case stores of a product (the build checked the
 * partner's own rules): small, as it loads with the survey's submission.
 */
const PartnerCatalogueSchema = v.object({
  slug: v.pipe(v.string(), v.regex(PARTNER_SLUG)),
  name: v.pipe(v.string(), v.minLength(1)),
  provider: v.pipe(v.string(), v.minLength(1)),
  products: v.pipe(v.array(CaseProductSchema), v.minLength(1)),
});

/** The tag's content read as untrusted input: the catalogue, or null when it is not one. */
export function parsePartnerCatalogue(content: string): PartnerCatalogue | null {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return null;
  }
  const result = v.safeParse(PartnerCatalogueSchema, value);
  return result.success ? result.output : null;
}

/** The product a link asks for (`?product=<sku>`), else the partner's default (its first). */
export function productFor(
  partner: Pick<Partner, 'products'>,
  sku: string | null | undefined,
): PartnerProduct | null {
  if (sku === null || sku === undefined || sku === '') return partner.products[0] ?? null;
  return partner.products.find((product) => product.sku === sku) ?? null;
}
