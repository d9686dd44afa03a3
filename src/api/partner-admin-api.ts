import { routePath } from '../../machines/api/contract';
import {
  AddedPartnerSchema,
  AdminPartnerListSchema,
  AdminPartnerReplySchema,
  PARTNER_ADMIN_ROUTES,
  PartnerRefusalSchema,
  RenewedSecretSchema,
  type AdminPartner,
  type PartnerInput,
} from '../../machines/partner/partner-admin.api';
import { parseBody } from '../../machines/api/contract';
import { ServerRequestError } from './api-errors';
import { browserFetch, callApi, type ApiResponse, type FetchLike } from './http-json';
import { expectReply } from './reply-policy';

/**
 * A partner the server refused (422): its rule's message and the field it names
 * ("primaryColour", "products.1.sku"), for the form to show at that field.
 */
export class PartnerRefusedError extends ServerRequestError {
  readonly field: string;

  constructor(message: string, field: string) {
    super(message, 422);
    this.name = 'PartnerRefusedError';
    this.field = field;
  }
}

function refusedPartner(response: ApiResponse): void {
  if (response.status !== 422) return;
  const refusal = parseBody(PartnerRefusalSchema, response.body);
  if (refusal) throw new PartnerRefusedError(refusal.error, refusal.field);
}

/** GET /api/admin/partners (403 to anyone but an administrator with a second factor). */
export async function fetchAdminPartners(
  fetchImpl: FetchLike = browserFetch,
): Promise<AdminPartner[]> {
  const response = await callApi(fetchImpl, 'GET', PARTNER_ADMIN_ROUTES.partners);
  return expectReply(response, 200, AdminPartnerListSchema, {
    failed: 'The partners could not be loaded. Please reload the page.',
  }).partners;
}

/** POST /api/admin/partners: the partner added, and its webhook secret, this once. */
export async function addPartner(
  partner: PartnerInput & { slug: string },
  fetchImpl: FetchLike = browserFetch,
): Promise<{ partner: AdminPartner; webhookSecret: string }> {
  const response = await callApi(fetchImpl, 'POST', PARTNER_ADMIN_ROUTES.partners, partner);
  refusedPartner(response);
  return expectReply(response, 201, AddedPartnerSchema, {
    failed: 'The partner could not be added. Please try again.',
  });
}

/** POST /api/admin/partners/:slug: the partner as stored now. */
export async function editPartner(
  slug: string,
  fields: PartnerInput,
  fetchImpl: FetchLike = browserFetch,
): Promise<AdminPartner> {
  const path = routePath(PARTNER_ADMIN_ROUTES.partner, { slug });
  const response = await callApi(fetchImpl, 'POST', path, fields);
  refusedPartner(response);
  return expectReply(response, 200, AdminPartnerReplySchema, {
    failed: 'The partner could not be saved. Please try again.',
  }).partner;
}

/** POST …/secret: a new webhook secret, this once; the old one stops signing. */
export async function renewPartnerSecret(
  slug: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<string> {
  const path = routePath(PARTNER_ADMIN_ROUTES.secret, { slug });
  const response = await callApi(fetchImpl, 'POST', path);
  return expectReply(response, 201, RenewedSecretSchema, {
    failed: 'A new secret could not be made. Please try again.',
  }).webhookSecret;
}
