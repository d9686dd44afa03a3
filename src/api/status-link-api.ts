import { STATUS_API, ConfigResponseSchema } from '../../machines/status';
import { parseBody } from '../../machines/api/contract';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectStatus } from './reply-policy';

/**
 * Whether this server sends mail, so the thank-you screen may offer to email the patient. Only
 * an offer: any answer but a readable yes is a no.
 */
export async function fetchEmailUpdatesOffered(
  fetchImpl: FetchLike = browserFetch,
): Promise<boolean> {
  const response = await callApi(fetchImpl, 'GET', STATUS_API.config);
  if (response.status !== 200) return false;
  return parseBody(ConfigResponseSchema, response.body)?.emailUpdates === true;
}

/** Leaves the patient's email with the request; throws with a message a person can read. */
export async function giveContactEmail(
  token: string,
  email: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<void> {
  const response = await callApi(fetchImpl, 'POST', STATUS_API.email(token), { email });
  expectStatus(response, 204, {
    failed: 'Your email address could not be saved. Please try again.',
  });
}
