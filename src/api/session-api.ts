import {
  FactorRequiredResponseSchema,
  SESSION_API,
  SessionHolderSchema,
  SignedInResponseSchema,
} from '../../machines/session/session.api';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectReply, refusal } from './reply-policy';
import { reviewerSession } from './reviewer-session';

/** The spec of issue 11, word for word. */
const INCORRECT_CREDENTIALS_MESSAGE = 'Username or password is incorrect';

export type SignInResult =
  | { outcome: 'signedIn'; username: string }
  /** The password was right; the reviewer's second factor is asked next (`submitFactorCode`). */
  | { outcome: 'factorRequired' }
  | { outcome: 'incorrect'; message: string }
  | { outcome: 'rateLimited'; message: string };

/** The code step's answer to a code that is wrong, used, or of no waiting sign-in. */
export const WRONG_FACTOR_CODE_MESSAGE =
  'That code is not right. Enter the code your authenticator app shows now, or one of your recovery codes.';

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

/** POST /api/session: a wrong pair and a rate limit are outcomes, not errors. */
export async function signIn(
  username: string,
  password: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<SignInResult> {
  const response = await callApi(fetchImpl, 'POST', SESSION_API.session, { username, password });
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
  if (response.status === 202) {
    expectReply(response, 202, FactorRequiredResponseSchema, {
      failed: 'Signing in failed. Please try again.',
    });
    return { outcome: 'factorRequired' };
  }
  const { username: name } = expectReply(response, 200, SignedInResponseSchema, {
    failed: 'Signing in failed. Please try again.',
  });
  reviewerSession.signedIn(name);
  return { outcome: 'signedIn', username: name };
}

/**
 * POST /api/session/factor: the second step of a sign-in whose password was right. A wrong
 * code (401; also when the wait for it has ended, which the message covers) and a rate limit
 * are outcomes, not errors.
 */
export async function submitFactorCode(
  code: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<SignInResult> {
  const response = await callApi(fetchImpl, 'POST', SESSION_API.factor, { code });
  if (response.status === 401) return { outcome: 'incorrect', message: WRONG_FACTOR_CODE_MESSAGE };
  if (response.status === 429) {
    return {
      outcome: 'rateLimited',
      message: tooManyAttemptsMessage(response.headers.get('Retry-After')),
    };
  }
  const { username } = expectReply(response, 200, SignedInResponseSchema, {
    failed: 'Signing in failed. Please try again.',
  });
  reviewerSession.signedIn(username);
  return { outcome: 'signedIn', username };
}

/** GET /api/session: the signed-in reviewer's username, or null without a valid session. */
export async function currentReviewer(fetchImpl: FetchLike = browserFetch): Promise<string | null> {
  const response = await callApi(fetchImpl, 'GET', SESSION_API.session);
  if (response.status === 401) {
    // Not signed in is this call's answer, not a session that ended under a page.
    reviewerSession.signedOut();
    return null;
  }
  // The answer says who and their role; its timing is the idle watch's.
  const { username, admin } = expectReply(response, 200, SessionHolderSchema, {
    failed: 'Your sign-in could not be checked.',
  });
  reviewerSession.signedIn(username, admin);
  return username;
}

/** DELETE /api/session. A session that had already ended counts as signed out. */
export async function signOut(fetchImpl: FetchLike = browserFetch): Promise<void> {
  const response = await callApi(fetchImpl, 'DELETE', SESSION_API.session);
  if (response.status !== 204 && response.status !== 200 && response.status !== 401) {
    throw refusal(response, 'Signing out failed. Please try again.');
  }
  reviewerSession.signedOut();
}
