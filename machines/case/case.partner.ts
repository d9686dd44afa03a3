import * as v from 'valibot';
import { MAX_LETTER_TEXT_LENGTH } from '../letter/letter.request';
import { ORDER_REF, PARTNER_SLUG, PRODUCT_SKU } from '../partner/partner.ids';

/**
 * What a case keeps of the partner link it came from (issue 35): the partner's slug, the
 * product as the partner named it when the patient submitted (the letter names it so) and the
 * merchant's order reference. A case from `/` has none.
 */
const LetterPart = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_LETTER_TEXT_LENGTH));

export const CaseProductSchema = v.object({
  sku: v.pipe(v.string(), v.regex(PRODUCT_SKU)),
  name: LetterPart,
  usage: LetterPart,
  duration: LetterPart,
});
export type CaseProduct = v.InferOutput<typeof CaseProductSchema>;

export const CasePartnerSchema = v.object({
  slug: v.pipe(v.string(), v.regex(PARTNER_SLUG)),
  product: CaseProductSchema,
  order: v.optional(v.pipe(v.string(), v.regex(ORDER_REF))),
});
export type CasePartner = v.InferOutput<typeof CasePartnerSchema>;

/**
 * What a submission from a partner's link carries (POST /api/cases): the partner's slug, the
 * product's SKU when the link named one, the merchant's order reference. The server looks the
 * partner and product up: the case stores the product as the partner names it then.
 */
export const SubmissionOriginSchema = v.object({
  partner: v.pipe(v.string(), v.regex(PARTNER_SLUG)),
  product: v.optional(v.pipe(v.string(), v.regex(PRODUCT_SKU))),
  order: v.optional(v.pipe(v.string(), v.regex(ORDER_REF))),
});
export type SubmissionOrigin = v.InferOutput<typeof SubmissionOriginSchema>;
