import {
  PARTNER_ROUTES,
  PartnerListSchema,
  type ListedPartner,
} from '../../machines/partner/partner.api';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectReply } from './reply-policy';

/** GET /api/partners (server mode): the partners the overview filters by, by name. */
export async function fetchPartners(fetchImpl: FetchLike = browserFetch): Promise<ListedPartner[]> {
  const response = await callApi(fetchImpl, 'GET', PARTNER_ROUTES.list);
  return expectReply(response, 200, PartnerListSchema, {
    failed: 'The partners could not be loaded. Please reload the page.',
  }).partners;
}
