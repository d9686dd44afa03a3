import {
  isWellFormedStatusToken,
  parsePatientStatus,
  statusAnswerPath,
  type PatientStatus,
} from '../../../machines/status';
import { ServerRequestError } from '../../api/api-errors';
import { callApi, type FetchLike, unexpectedAnswer } from '../../api/http-json';

export type StatusLookup = { found: true; status: PatientStatus } | { found: false };

const UNREADABLE = 'The status of your request could not be read. Please try again later.';

/**
 * The request behind a private link. A malformed token is not sent at all: the server would
 * answer it as unknown anyway, and the token stays out of a pointless request.
 */
export async function fetchPatientStatus(
  token: string,
  fetchImpl: FetchLike = (url, init) => fetch(url, init),
): Promise<StatusLookup> {
  if (!isWellFormedStatusToken(token)) return { found: false };
  const response = await callApi(fetchImpl, 'GET', `/api/status/${token}`);
  if (response.status === 404) return { found: false };
  if (response.status !== 200) throw unexpectedAnswer(response, UNREADABLE);
  const status = parsePatientStatus(response.body);
  if (!status) throw new ServerRequestError(UNREADABLE, response.status);
  return { found: true, status };
}

const ANSWER_FAILED = 'Your answer could not be sent. Please try again.';

/** The patient's answer to one question; throws with the server's words when refused. */
export async function sendPatientAnswer(
  token: string,
  number: number,
  answer: string,
  fetchImpl: FetchLike = (url, init) => fetch(url, init),
): Promise<void> {
  const response = await callApi(fetchImpl, 'POST', statusAnswerPath(token, number), { answer });
  if (response.status !== 204) throw unexpectedAnswer(response, ANSWER_FAILED);
}
