import { callApi, fieldOf, type FetchLike, unexpectedAnswer } from './http-json';

const browserFetch: FetchLike = (url, init) => fetch(url, init);

/** Whether this server sends mail, so the thank-you screen may offer to email the patient. */
export async function fetchEmailUpdatesOffered(fetchImpl = browserFetch): Promise<boolean> {
  const response = await callApi(fetchImpl, 'GET', '/api/config');
  return response.status === 200 && fieldOf(response.body, 'emailUpdates') === true;
}

/** Leaves the patient's email with the request; throws with a message a person can read. */
export async function giveContactEmail(
  token: string,
  email: string,
  fetchImpl = browserFetch,
): Promise<void> {
  const response = await callApi(fetchImpl, 'POST', `/api/status/${token}/email`, { email });
  if (response.status !== 204) {
    throw unexpectedAnswer(response, 'Your email address could not be saved. Please try again.');
  }
}
