import { productFor, type PartnerCatalogue } from '../partner/partner.catalogue';
import { brandNameOf } from '../partner/partner.ids';
import type { CasePartner, SubmissionOrigin } from './case.partner';

/** What a case keeps of its partner's link, or why the link is refused. */
export type CasePartnerResult = { ok: true; partner: CasePartner } | { ok: false; problem: string };

const START_AGAIN = 'Start again from the link the shop gave you.';

/**
 * What a case keeps of the partner's link its survey started from (issue 35): the partner as
 * it is now, the product the link named (or the partner's default) as the partner names it,
 * the order reference. One rule for the server (its partners table) and a browser-only build
 * (its partner.config.json): a partner or product that does not exist is refused, never
 * stored as sent.
 */
export function casePartnerFor(
  partner: PartnerCatalogue | null | undefined,
  origin: SubmissionOrigin,
): CasePartnerResult {
  if (!partner || partner.slug !== origin.partner)
    return {
      ok: false,
      problem: `This partner link is not valid: no partner has it. ${START_AGAIN}`,
    };
  const product = productFor(partner, origin.product);
  if (!product)
    return {
      ok: false,
      problem: `The product "${origin.product ?? ''}" is not one ${brandNameOf(partner)} offers. ${START_AGAIN}`,
    };
  return {
    ok: true,
    partner: {
      slug: partner.slug,
      product: {
        sku: product.sku,
        name: product.name,
        usage: product.usage,
        duration: product.duration,
      },
      ...(origin.order !== undefined && { order: origin.order }),
    },
  };
}
