import { ACCOUNT_ENDPOINTS } from '../account/account.endpoints';
import { ADMIN_ENDPOINTS } from '../account/admin.endpoints';
import { CASE_ENDPOINTS } from '../case/case.endpoints';
import { LETTER_ENDPOINTS, PROFILE_ENDPOINTS, VERIFY_ENDPOINTS } from '../letter/letter.endpoints';
import { PARTNER_ADMIN_ENDPOINTS } from '../partner/partner-admin.endpoints';
import { PARTNER_ENDPOINTS } from '../partner/partner.endpoints';
import { SECOND_FACTOR_ENDPOINTS } from '../session/second-factor.endpoints';
import { SESSION_ENDPOINTS } from '../session/session.endpoints';
import { STATUS_ENDPOINTS } from '../status/status.endpoints';
import type { Endpoint } from './endpoint';
import { DOCS_ENDPOINTS } from './openapi.endpoints';

/**
 * Every endpoint of the app's API, from the server's side of each resource's contract
 * (`*.endpoints.ts`): the server checks each answer it sends against its endpoint's
 * (server/plugins/reply-contracts.ts). Only the server and the tests import this list; a page
 * imports the `*.api.ts` it calls, and never the schemas of answers it does not read.
 */
export const API_CONTRACTS = {
  cases: CASE_ENDPOINTS,
  session: SESSION_ENDPOINTS,
  secondFactor: SECOND_FACTOR_ENDPOINTS,
  account: ACCOUNT_ENDPOINTS,
  admin: ADMIN_ENDPOINTS,
  profile: PROFILE_ENDPOINTS,
  letters: LETTER_ENDPOINTS,
  verify: VERIFY_ENDPOINTS,
  status: STATUS_ENDPOINTS,
  partners: PARTNER_ENDPOINTS,
  partnerAdmin: PARTNER_ADMIN_ENDPOINTS,
  docs: DOCS_ENDPOINTS,
} as const satisfies Record<string, Record<string, Endpoint>>;

export const API_ENDPOINTS: readonly Endpoint[] = Object.values(API_CONTRACTS).flatMap(
  (endpoints): Endpoint[] => Object.values(endpoints),
);
