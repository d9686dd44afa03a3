import * as v from 'valibot';
import {
  DETAILS_REFUSED_TEXT,
  type LetterDetails,
  LetterDetailsSchema,
  type Verification,
  VERIFY_API,
  VerificationSchema,
} from '../../../machines/letter/letter.verification';
import { callApi, type FetchLike, unexpectedAnswer } from '../../api/http-json';

const defaultFetch: FetchLike = (url, init) => fetch(url, init);

export type VerificationAnswer = ({ found: true } & Verification) | { found: false };

/** The public check of a verification code; an unknown code is an answer, not an error. */
export async function fetchVerification(
  code: string,
  fetchImpl: FetchLike = defaultFetch,
): Promise<VerificationAnswer> {
  const response = await callApi(fetchImpl, 'GET', VERIFY_API.verification(code));
  if (response.status === 404) return { found: false };
  const parsed = v.safeParse(VerificationSchema, response.body);
  if (response.status !== 200 || !parsed.success)
    throw unexpectedAnswer(response, 'The letter could not be checked. Please try again.');
  return { found: true, ...parsed.output };
}

export type DetailsAnswer = { shown: true; details: LetterDetails } | { shown: false };

/**
 * The letter's details, given the patient's last name (sent in the body, never in the
 * address). A wrong name is an answer (`shown: false`); a refusal to try again is an error.
 */
export async function fetchLetterDetails(
  code: string,
  lastName: string,
  fetchImpl: FetchLike = defaultFetch,
): Promise<DetailsAnswer> {
  const response = await callApi(fetchImpl, 'POST', VERIFY_API.details(code), { lastName });
  if (response.status === 404) return { shown: false };
  const parsed = v.safeParse(LetterDetailsSchema, response.body);
  if (response.status !== 200 || !parsed.success)
    throw unexpectedAnswer(response, 'The details could not be loaded. Please try again.');
  return { shown: true, details: parsed.output.details };
}

export { DETAILS_REFUSED_TEXT };
