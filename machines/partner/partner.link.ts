import { ORDER_REF, PARTNER_SLUG, PRODUCT_SKU } from './partner.ids';

/**
 * A partner's link: `/p/<slug>`, with `?product=<sku>` when it sells more than one and
 * `?order=<ref>`, the merchant's own order reference, kept with the case for its webhook.
 */
export const PARTNER_PATH_PREFIX = '/p/';

export function partnerPath(slug: string): string {
  return `${PARTNER_PATH_PREFIX}${slug}`;
}

/** The slug of a `/p/<slug>` path, or null (another path, or not a slug). */
export function slugOfPath(pathname: string): string | null {
  if (!pathname.startsWith(PARTNER_PATH_PREFIX)) return null;
  const slug = pathname.slice(PARTNER_PATH_PREFIX.length).replace(/\/$/, '');
  return PARTNER_SLUG.test(slug) ? slug : null;
}

/** What a survey started from a partner's link submits with its answers. */
export interface PartnerOrigin {
  partner: string;
  /** The product's SKU; absent: the partner's default. */
  product?: string;
  order?: string;
}

/**
 * The origin a page's address gives: `/p/<slug>`, its `product` and `order` when they have
 * their form (a malformed one is dropped, not sent); null at `/` or any other path.
 */
export function originOfAddress(pathname: string, search: string): PartnerOrigin | null {
  const partner = slugOfPath(pathname);
  return partner === null ? null : originOfSearch(partner, search);
}

/**
 * The origin of a survey page that is `partner`'s (`/p/<slug>` on the server, `/` of a
 * browser-only build with partner.config.json): the address's `product` and `order` when
 * they have their form; a malformed one is dropped, so the partner's default product is used.
 */
export function originOfSearch(partner: string, search: string): PartnerOrigin {
  const params = new URLSearchParams(search);
  const product = params.get('product');
  const order = params.get('order');
  return {
    partner,
    ...(product !== null && PRODUCT_SKU.test(product) && { product }),
    ...(order !== null && ORDER_REF.test(order) && { order }),
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a webhook address is refused, or null: https only (plain http to a loopback address
 * alone, for tests and a receiver on the same machine), no credentials in it.
 */
export function webhookUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `"${text}" is not an address.`;
  }
  if (url.username !== '' || url.password !== '')
    return 'a webhook address carries no user name or password.';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'a webhook address is https:// (plain http only to a loopback address).';
}
