import type { Endpoint } from '../api/endpoint';
import { PARTNER_ROUTES, PartnerListSchema } from './partner.api';

/** The server's side of the partners' contract (partner.api.ts). */
export const PARTNER_ENDPOINTS = {
  list: {
    method: 'GET',
    route: PARTNER_ROUTES.list,
    summary:
      'A reviewer lists the partners (slug and name, by name) the case overview filters by; the default partner of cases from / is not listed.',
    access: 'reviewer',
    replies: { 200: PartnerListSchema },
  },
} as const satisfies Record<string, Endpoint>;
