import type { CasePartner, SubmissionOrigin } from '../../machines/case';
import { brandNameOf, productFor } from '../../machines/partner';
import type { Database } from '../db/connect';
import { findPartner } from '../db/partners';
import { httpError } from './http-error';

/**
 * What a case keeps of the partner's link its survey started from: the partner as it is now,
 * the product the link named (or the partner's default) as the partner names it, the order
 * reference. A partner or product that does not exist is refused (422), never stored as sent.
 */
export async function casePartnerOf(db: Database, origin: SubmissionOrigin): Promise<CasePartner> {
  const partner = await findPartner(db, origin.partner);
  if (!partner)
    throw httpError(
      422,
      'This partner link is not valid: no partner has it. Start again from the link the shop gave you.',
    );
  const product = productFor(partner, origin.product);
  if (!product)
    throw httpError(
      422,
      `The product "${origin.product ?? ''}" is not one ${brandNameOf(partner)} offers. Start again from the link the shop gave you.`,
    );
  return {
    slug: partner.slug,
    product: {
      sku: product.sku,
      name: product.name,
      usage: product.usage,
      duration: product.duration,
    },
    ...(origin.order !== undefined && { order: origin.order }),
  };
}
