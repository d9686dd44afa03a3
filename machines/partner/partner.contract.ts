import * as v from 'valibot';
import { DEFAULT_RECOMMENDATION } from '../letter/letter.content';
import { letterTextProblem, MAX_LETTER_TEXT_LENGTH } from '../letter/letter.request';
import { MAX_EMAIL_LENGTH } from '../status/contact-email';
import { textRule } from '../survey/survey.text-rule';
import { colourProblem } from './partner.colour';
import { DEFAULT_BRAND, PARTNER_SLUG, PRODUCT_SKU } from './partner.ids';
import { LOGO_TYPES, logoProblem } from './partner.logo';

/**
 * A partner as data (issue 35): the merchant whose customers start at `/p/<slug>`, the name
 * of the provider network beside it ("Acme Bikes × Provider"), its look, and the products its
 * letters name. One shape for the database, `npm run partner:add`, partner.config.json and
 * the pages (docs/decisions/2026-11-27-partners-as-data.md).
 */

export const MAX_PARTNER_NAME_LENGTH = 60;
export const MAX_PRODUCTS = 50;
/** The product's name leaves room on the letter's line for " (model <sku>)". */
export const MAX_PRODUCT_NAME_LENGTH = 120;

// In partner.ids.ts, so that a page naming the default partner needs none of this contract.
export { DEFAULT_BRAND };

const named = (field: string, max: number) =>
  v.pipe(
    textRule(field),
    v.trim(),
    v.minLength(1, `${field} is empty`),
    v.maxLength(max, `${field} is longer than ${max} characters`),
  );

/** A part of the letter's recommendation as a reviewer could have typed it. */
const letterText = (field: string, max = MAX_LETTER_TEXT_LENGTH) =>
  v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = letterTextProblem(dataset.value, field);
      if (problem) addIssue({ message: problem.replace(/\.$/, '') });
    }),
    v.trim(),
    v.minLength(1, `${field} is empty`),
    v.maxLength(max, `${field} is longer than ${max} characters`),
  );

export const PartnerProductSchema = v.object({
  sku: v.pipe(
    v.string(),
    v.regex(PRODUCT_SKU, 'a model or SKU is 1 to 40 letters, digits, ".", "_" or "-"'),
  ),
  /** The product as the letter names it: "Acme Ride 2 stationary bike". */
  name: letterText('the product name', MAX_PRODUCT_NAME_LENGTH),
  /** How often and how long each time, as the letter's "Frequency of use". */
  usage: v.optional(letterText('the frequency of use'), DEFAULT_RECOMMENDATION.usage),
  duration: v.optional(letterText('the duration'), DEFAULT_RECOMMENDATION.duration),
});
export type PartnerProduct = v.InferOutput<typeof PartnerProductSchema>;

export const PartnerLogoSchema = v.pipe(
  v.object({
    type: v.picklist(LOGO_TYPES, 'a logo is image/svg+xml or image/png'),
    data: v.string(),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = logoProblem(dataset.value);
    if (problem) addIssue({ message: problem.replace(/\.$/, '') });
  }),
);

export const PartnerSchema = v.object({
  slug: v.pipe(
    v.string(),
    v.regex(
      PARTNER_SLUG,
      'a slug is 1 to 40 lower-case letters, digits or inner hyphens, as "acme-bikes"',
    ),
  ),
  name: named('the partner name', MAX_PARTNER_NAME_LENGTH),
  provider: v.optional(named('the provider name', MAX_PARTNER_NAME_LENGTH), DEFAULT_BRAND.provider),
  primaryColour: v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = colourProblem(dataset.value);
      if (problem) addIssue({ message: problem.replace(/\.$/, '') });
    }),
  ),
  supportEmail: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(MAX_EMAIL_LENGTH, 'the support email is too long'),
    v.email('the support email is not an email address'),
  ),
  logo: v.optional(PartnerLogoSchema),
  /** The first is the default: a link without `?product=` names it. */
  products: v.pipe(
    v.array(PartnerProductSchema),
    v.minLength(1, 'a partner has at least one product'),
    v.maxLength(MAX_PRODUCTS, `a partner has at most ${MAX_PRODUCTS} products`),
    v.check(
      (products) => new Set(products.map((product) => product.sku)).size === products.length,
      'two products have the same SKU',
    ),
  ),
});
export type Partner = v.InferOutput<typeof PartnerSchema>;

export type PartnerResult =
  | { ok: true; partner: Partner }
  /** `path`: the field refused, as "primaryColour" or "products.1.sku" ('' for the whole). */
  | { ok: false; problem: string; path: string };

/** Untrusted partner data (a file, a command's flags), or the first problem, its field named. */
export function parsePartner(value: unknown): PartnerResult {
  const result = v.safeParse(PartnerSchema, value);
  if (result.success) return { ok: true, partner: result.output };
  const [issue] = result.issues;
  const path = v.getDotPath(issue);
  return { ok: false, problem: `${path ?? 'the partner'}: ${issue.message}.`, path: path ?? '' };
}
