import {
  isWellFormedStatusToken,
  PatientStatusSchema,
  STATUS_API,
  type PatientStatus,
} from '../../machines/status';
import { STATUS_CHECK_NEEDED_MESSAGE } from '../../machines/status/status-check';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectReply, expectStatus, refusal } from './reply-policy';

/**
 * What a status link opens: the request, or why not: it matches nothing, it has expired, or
 * the patient's last name is asked first.
 */
export type StatusLookup =
  | { kind: 'found'; status: PatientStatus }
  | { kind: 'not-found' }
  | { kind: 'expired' }
  | { kind: 'check-needed' };

/** A 401 on a status link is its last-name check, never a reviewer's session. */
const NOT_A_SESSION = () => undefined;

const UNREADABLE = 'The status of your request could not be read. Please try again later.';

/**
 * The request behind a private link. A malformed token is not sent at all: the server would
 * answer it as unknown anyway, and the token stays out of a pointless request.
 */
export async function fetchPatientStatus(
  token: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<StatusLookup> {
  if (!isWellFormedStatusToken(token)) return { kind: 'not-found' };
  const response = await callApi(fetchImpl, 'GET', STATUS_API.status(token));
  if (response.status === 404) return { kind: 'not-found' };
  if (response.status === 410) return { kind: 'expired' };
  if (response.status === 401) return { kind: 'check-needed' };
  const status = expectReply(response, 200, PatientStatusSchema, {
    failed: UNREADABLE,
    unreadable: UNREADABLE,
  });
  return { kind: 'found', status };
}

const CHECK_FAILED = 'Your last name could not be checked. Please try again.';

/**
 * The patient's last name for a link's check: resolves once it opened the link (the server
 * set its cookie); throws with the server's words for a wrong name, a limit reached or an
 * expired link.
 */
export async function checkStatusLastName(
  token: string,
  lastName: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<void> {
  const response = await callApi(fetchImpl, 'POST', STATUS_API.check(token), { lastName });
  if (response.status === 204) return;
  throw refusal(response, CHECK_FAILED, NOT_A_SESSION);
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
  // The check ran out while the patient wrote: the page asks the last name again.
  if (response.status === 401) throw new Error(`${STATUS_CHECK_NEEDED_MESSAGE}.`);
  expectStatus(response, 204, { failed: ANSWER_FAILED, onUnauthenticated: NOT_A_SESSION });
}
