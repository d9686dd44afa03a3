import {
  isWellFormedStatusToken,
  PatientStatusSchema,
  STATUS_API,
  type PatientStatus,
} from '../../machines/status';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectReply, expectStatus } from './reply-policy';

export type StatusLookup = { found: true; status: PatientStatus } | { found: false };

const UNREADABLE = 'The status of your request could not be read. Please try again later.';

/**
 * The request behind a private link. A malformed token is not sent at all: the server would
 * answer it as unknown anyway, and the token stays out of a pointless request.
 */
export async function fetchPatientStatus(
  token: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<StatusLookup> {
  if (!isWellFormedStatusToken(token)) return { found: false };
  const response = await callApi(fetchImpl, 'GET', STATUS_API.status(token));
  if (response.status === 404) return { found: false };
  const status = expectReply(response, 200, PatientStatusSchema, {
    failed: UNREADABLE,
    unreadable: UNREADABLE,
  });
  return { found: true, status };
}

const ANSWER_FAILED = 'Your answer could not be sent. Please try again.';

/** The patient's answer to one question; throws with the server's words when refused. */
export async function sendPatientAnswer(
  token: string,
  number: number,
  answer: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<void> {
  const response = await callApi(fetchImpl, 'POST', STATUS_API.answer(token, number), { answer });
  expectStatus(response, 204, { failed: ANSWER_FAILED });
}
