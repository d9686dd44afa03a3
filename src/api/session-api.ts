import { ServerRequestError } from './api-errors';
import { callApi, fieldOf, unexpectedAnswer, type FetchLike } from './http-json';
import { reviewerSession } from './reviewer-session';

/** The spec of issue 11, word for word. */
const INCORRECT_CREDENTIALS_MESSAGE = 'Username or password is incorrect';

export type SignInResult =
  | { outcome: 'signedIn'; username: string }
  | { outcome: 'incorrect'; message: string }
  | { outcome: 'rateLimited'; message: string };

const defaultFetch: FetchLike = (url, init) => fetch(url, init);

/** "in about 2 minutes" from a Retry-After of seconds; a vaguer wait when absent or odd. */
export function tooManyAttemptsMessage(retryAfter: string | null): string {
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  let wait = 'a few minutes';
  if (Number.isFinite(seconds) && seconds > 0) {
    const minutes = Math.ceil(seconds / 60);
    wait =
      seconds < 60
        ? `${Math.ceil(seconds)} seconds`
        : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}

function usernameOf(body: unknown): string {
  const username = fieldOf(body, 'username');
  if (typeof username !== 'string' || username === '') {
    throw new ServerRequestError('The server sent an answer this app cannot read.', 200);
  }
  return username;
}

/** POST /api/session: a wrong pair and a rate limit are outcomes, not errors. */
export async function signIn(
  username: string,
  password: string,
  fetchImpl: FetchLike = defaultFetch,
): Promise<SignInResult> {
  const response = await callApi(fetchImpl, 'POST', '/api/session', { username, password });
  if (response.status === 200) {
    const name = usernameOf(response.body);
    reviewerSession.signedIn(name);
    return { outcome: 'signedIn', username: name };
  }
  if (response.status === 401) {
    // The exact words, whatever the server's wording.
    return { outcome: 'incorrect', message: INCORRECT_CREDENTIALS_MESSAGE };
  }
  if (response.status === 429) {
    return {
      outcome: 'rateLimited',
      message: tooManyAttemptsMessage(response.headers.get('Retry-After')),
    };
  }
  throw unexpectedAnswer(response, 'Signing in failed. Please try again.');
}

/** GET /api/session: the signed-in reviewer's username, or null without a valid session. */
export async function currentReviewer(fetchImpl: FetchLike = defaultFetch): Promise<string | null> {
  const response = await callApi(fetchImpl, 'GET', '/api/session');
  if (response.status === 401) {
    reviewerSession.signedOut();
    return null;
  }
  if (response.status !== 200)
    throw unexpectedAnswer(response, 'Your sign-in could not be checked.');
  const name = usernameOf(response.body);
  reviewerSession.signedIn(name);
  return name;
}

/** DELETE /api/session. A session that had already ended counts as signed out. */
export async function signOut(fetchImpl: FetchLike = defaultFetch): Promise<void> {
  const response = await callApi(fetchImpl, 'DELETE', '/api/session');
  if (response.status !== 204 && response.status !== 200 && response.status !== 401) {
    throw unexpectedAnswer(response, 'Signing out failed. Please try again.');
  }
  reviewerSession.signedOut();
}
