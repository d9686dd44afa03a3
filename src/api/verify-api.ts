import {
  DETAILS_REFUSED_TEXT,
  type LetterDetails,
  LetterDetailsSchema,
  type Verification,
  VERIFY_API,
  VerificationSchema,
} from '../../machines/letter/letter.verification';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectReply } from './reply-policy';

export type VerificationAnswer = ({ found: true } & Verification) | { found: false };

/** The public check of a verification code; an unknown code is an answer, not an error. */
export async function fetchVerification(
  code: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<VerificationAnswer> {
  const response = await callApi(fetchImpl, 'GET', VERIFY_API.verification(code));
  if (response.status === 404) return { found: false };
  const failed = 'The letter could not be checked. Please try again.';
  const verification = expectReply(response, 200, VerificationSchema, {
    failed,
    unreadable: failed,
  });
  return { found: true, ...verification };
}

export type DetailsAnswer = { shown: true; details: LetterDetails } | { shown: false };

/**
 * The letter's details, given the patient's last name (sent in the body, never in the
 * address). A wrong name is an answer (`shown: false`); a refusal to try again is an error.
 */
export async function fetchLetterDetails(
  code: string,
  lastName: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<DetailsAnswer> {
  const response = await callApi(fetchImpl, 'POST', VERIFY_API.details(code), { lastName });
  if (response.status === 404) return { shown: false };
  const failed = 'The details could not be loaded. Please try again.';
  const { details } = expectReply(response, 200, LetterDetailsSchema, {
    failed,
    unreadable: failed,
  });
  return { shown: true, details };
}

export { DETAILS_REFUSED_TEXT };
