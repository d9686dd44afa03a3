import { STATUS_API } from '../../machines/status';
import { EMAIL_CONFIRMATION_UNKNOWN_MESSAGE } from '../../machines/status/email-confirmation';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectStatus } from './reply-policy';

/**
 * Confirms the address a confirmation mail went to; throws with words a person can read. Apart
 * from the thank-you step's calls, which load with the patient's first pages.
 */
export async function confirmContactEmail(
  token: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<void> {
  const response = await callApi(fetchImpl, 'POST', STATUS_API.confirmEmail, { token });
  expectStatus(response, 204, { failed: EMAIL_CONFIRMATION_UNKNOWN_MESSAGE });
}
