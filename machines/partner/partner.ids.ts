/**
 * The forms of what a partner's link and a case carry of it: small, so the case's shape and
 * the survey's submission can use them without the partner's whole contract.
 */

/** Lower-case letters, digits and inner hyphens, 1 to 40: a path segment as it is typed. */
export const PARTNER_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
/** A model or SKU as merchants write them: letters, digits, `.`, `_`, `-`, 1 to 40. */
export const PRODUCT_SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
/** The merchant's order reference: short, letters, digits, `.`, `_`, `-`, 1 to 40. */
export const ORDER_REF = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/**
 * The tag a browser-only build with partner.config.json carries its partner's catalogue in:
 * `<meta name="partner-catalogue" content="{…}">` (partner.catalogue.ts).
 */
export const PARTNER_CATALOGUE_TAG = 'partner-catalogue';

/** The partner of `/` and of cases without one: the spec's co-brand. */
export const DEFAULT_BRAND = { name: 'Partner', provider: 'Provider' } as const;

/**
 * "Acme Bikes × Provider": the header and the title of every page the patient sees. Here, with
 * the default partner, so the pages that name a brand need none of the partner's contract.
 */
export function brandNameOf(partner: { name: string; provider: string }): string {
  return `${partner.name} × ${partner.provider}`;
}
