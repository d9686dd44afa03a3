import * as v from 'valibot';
import { PARTNER_SLUG } from './partner.ids';
import { LOGO_TYPES } from './partner.logo';

/**
 * An administrator's calls on the partners (server mode, `/admin/partners`): list, add, edit,
 * and a new webhook secret. Each needs an administrator's session with a second factor (401
 * without a session, 403 for anyone else) and is recorded in the security trail. A webhook
 * secret is answered once, when it is made, and never again. What the server parses and
 * answers, by status, is partner-admin.endpoints.ts.
 */
export const PARTNER_ADMIN_ROUTES = {
  /** GET: every partner, as the administrator edits it. POST: add one. */
  partners: '/api/admin/partners',
  /** POST: the partner's fields (its slug stays). */
  partner: '/api/admin/partners/:slug',
  /** POST: a new webhook secret for the partner, answered this once. */
  secret: '/api/admin/partners/:slug/secret',
} as const;

const text = v.string();

/** A partner as the administrator's list shows it and the form edits it: never its secret. */
export const AdminPartnerSchema = v.object({
  slug: v.pipe(v.string(), v.regex(PARTNER_SLUG)),
  name: text,
  provider: text,
  primaryColour: text,
  supportEmail: text,
  logo: v.nullable(v.object({ type: v.picklist(LOGO_TYPES), data: text })),
  products: v.array(v.object({ sku: text, name: text, usage: text, duration: text })),
  /** Null: no webhook. */
  webhookUrl: v.nullable(text),
});
export type AdminPartner = v.InferOutput<typeof AdminPartnerSchema>;

/** 200 to GET /api/admin/partners, by name. */
export const AdminPartnerListSchema = v.object({ partners: v.array(AdminPartnerSchema) });

/** 200 to an edit: the partner as stored now. */
export const AdminPartnerReplySchema = v.object({ partner: AdminPartnerSchema });

const secret = v.pipe(v.string(), v.minLength(1));

/** 201 to POST /api/admin/partners: the partner, and its webhook secret, shown this once. */
export const AddedPartnerSchema = v.object({ partner: AdminPartnerSchema, webhookSecret: secret });

/** 201 to POST …/secret: the new secret, shown this once; the old one stops signing. */
export const RenewedSecretSchema = v.object({ webhookSecret: secret });

/**
 * 422 to an add or an edit: the first rule refused, and its field as the form names it
 * ("primaryColour", "products.1.sku", "webhookUrl"), so the page shows it at that field.
 */
export const PartnerRefusalSchema = v.object({ error: v.string(), field: v.string() });

/** What the form sends: every field of the partner, the slug only when adding. */
export type PartnerInput = Omit<AdminPartner, 'slug'>;
