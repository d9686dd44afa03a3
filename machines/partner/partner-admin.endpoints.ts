import * as v from 'valibot';
import type { Endpoint } from '../api/endpoint';
import { MAX_LOGO_BYTES } from './partner.logo';
import { MAX_PRODUCTS } from './partner.contract';
import {
  AddedPartnerSchema,
  AdminPartnerListSchema,
  AdminPartnerReplySchema,
  PARTNER_ADMIN_ROUTES,
  PartnerRefusalSchema,
  RenewedSecretSchema,
} from './partner-admin.api';

/*
 * The server's side of the administrator's partner calls. The bodies are checked here for
 * their shape only, with room above each rule's limit: the partner's rules
 * (parsePartnerWrite) then refuse a value with a message naming its field (422).
 */
const field = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const PartnerInputSchema = v.object({
  name: field(400),
  provider: field(400),
  primaryColour: field(100),
  supportEmail: field(400),
  logo: v.nullable(
    v.object({ type: field(100), data: field(Math.ceil((MAX_LOGO_BYTES * 2) / 3) * 4) }),
  ),
  products: v.pipe(
    v.array(
      v.object({ sku: field(200), name: field(400), usage: field(400), duration: field(400) }),
    ),
    v.maxLength(MAX_PRODUCTS * 2),
  ),
  webhookUrl: v.nullable(field(2000)),
});

export const NewPartnerSchema = v.object({ slug: field(100), ...PartnerInputSchema.entries });

const refusals = { 422: PartnerRefusalSchema } as const;

export const PARTNER_ADMIN_ENDPOINTS = {
  list: {
    method: 'GET',
    route: PARTNER_ADMIN_ROUTES.partners,
    summary:
      'An administrator lists every partner: names, colour, logo, products, webhook address; never the webhook secret.',
    access: 'reviewer',
    replies: { 200: AdminPartnerListSchema },
  },
  add: {
    method: 'POST',
    route: PARTNER_ADMIN_ROUTES.partners,
    summary:
      "An administrator adds a partner, checked by the partners' rules (422 names the field); the answer carries its webhook secret, this once.",
    access: 'reviewer',
    body: NewPartnerSchema,
    replies: { 201: AddedPartnerSchema, ...refusals },
  },
  edit: {
    method: 'POST',
    route: PARTNER_ADMIN_ROUTES.partner,
    summary:
      "An administrator changes a partner's fields (not its slug), checked by the partners' rules (422 names the field).",
    access: 'reviewer',
    body: PartnerInputSchema,
    replies: { 200: AdminPartnerReplySchema, ...refusals },
  },
  renewSecret: {
    method: 'POST',
    route: PARTNER_ADMIN_ROUTES.secret,
    summary:
      'An administrator makes a new webhook secret for a partner, answered this once; the old one no longer signs.',
    access: 'reviewer',
    replies: { 201: RenewedSecretSchema },
  },
} as const satisfies Record<string, Endpoint>;
