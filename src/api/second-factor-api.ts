import {
  EnrolmentDoneSchema,
  EnrolmentStartSchema,
  SECOND_FACTOR_ROUTES,
  SecondFactorStatusSchema,
  type EnrolmentStart,
  type SecondFactorStatus,
} from '../../machines/session/second-factor.api';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectReply } from './reply-policy';

/** GET /api/account/second-factor: whether the signed-in reviewer has enrolled. */
export async function fetchSecondFactorStatus(
  fetchImpl: FetchLike = browserFetch,
): Promise<SecondFactorStatus> {
  const response = await callApi(fetchImpl, 'GET', SECOND_FACTOR_ROUTES.status);
  return expectReply(response, 200, SecondFactorStatusSchema, {
    failed: 'Your second factor could not be checked. Please reload the page.',
  });
}

/** POST …/start: a new secret to add to an authenticator app. */
export async function startEnrolment(fetchImpl: FetchLike = browserFetch): Promise<EnrolmentStart> {
  const response = await callApi(fetchImpl, 'POST', SECOND_FACTOR_ROUTES.start);
  return expectReply(response, 200, EnrolmentStartSchema, {
    failed: 'The set-up could not be started. Please try again.',
  });
}

/** POST …/confirm: a code from the app; the recovery codes, shown once. */
export async function confirmEnrolment(
  code: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<string[]> {
  const response = await callApi(fetchImpl, 'POST', SECOND_FACTOR_ROUTES.confirm, { code });
  return expectReply(response, 200, EnrolmentDoneSchema, {
    failed: 'That code does not match. Enter the six digits your app shows now.',
  }).recoveryCodes;
}
