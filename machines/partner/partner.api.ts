import * as v from 'valibot';
import { PARTNER_SLUG } from './partner.ids';

/**
 * The reviewers' read of the partners (server mode): what the overview's partner filter and
 * column name. Only the slug and the name: a partner's webhook address and secret, colours
 * and catalogue are no reviewer's business. What the server answers, by status, is
 * partner.endpoints.ts.
 */
export const PARTNER_ROUTES = {
  /** GET: every partner in the partners table, by name. */
  list: '/api/partners',
} as const;

export const ListedPartnerSchema = v.object({
  slug: v.pipe(v.string(), v.regex(PARTNER_SLUG)),
  name: v.pipe(v.string(), v.minLength(1)),
});
export type ListedPartner = v.InferOutput<typeof ListedPartnerSchema>;

/** 200 to GET /api/partners. The default partner (cases from `/`) is not a row: not listed. */
export const PartnerListSchema = v.object({ partners: v.array(ListedPartnerSchema) });
