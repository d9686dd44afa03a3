import { ACCESS_ENDPOINTS } from '../case/case.access-api';
import { CASE_ENDPOINTS } from '../case/case.api';
import { LETTER_ENDPOINTS } from '../letter/letter.api';
import { VERIFY_ENDPOINTS } from '../letter/letter.verification';
import { PROFILE_ENDPOINTS } from '../letter/reviewer-profile.api';
import { SESSION_ENDPOINTS } from '../session/session.api';
import { STATUS_ENDPOINTS } from '../status/status.api';
import type { Endpoint } from './contract';

/**
 * Every endpoint of the app's API, from the contracts of its resources: the server checks
 * each answer it sends against its endpoint's (server/plugins/reply-contracts.ts). Only the
 * server imports this list; a page imports the one contract it calls.
 */
export const API_CONTRACTS = {
  cases: CASE_ENDPOINTS,
  access: ACCESS_ENDPOINTS,
  session: SESSION_ENDPOINTS,
  profile: PROFILE_ENDPOINTS,
  letters: LETTER_ENDPOINTS,
  verify: VERIFY_ENDPOINTS,
  status: STATUS_ENDPOINTS,
} as const satisfies Record<string, Record<string, Endpoint>>;

export const API_ENDPOINTS: readonly Endpoint[] = Object.values(API_CONTRACTS).flatMap(
  (endpoints): Endpoint[] => Object.values(endpoints),
);
