import { SESSION_API, SessionTimingSchema, type SessionAnswer } from '../../machines/session';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectReply } from './reply-policy';

const CHECK_FAILED = 'Your session could not be checked.';

async function sessionAnswer(
  fetchImpl: FetchLike,
  method: 'GET' | 'POST',
  path: string,
): Promise<SessionAnswer> {
  const response = await callApi(fetchImpl, method, path);
  // The idle watch's own answer: the session is over, and the watch signs the reviewer out.
  if (response.status === 401) return { kind: 'gone' };
  // Both answers carry the timing; the watch reads only that part of them.
  const timing = expectReply(response, 200, SessionTimingSchema, {
    failed: CHECK_FAILED,
    unreadable: CHECK_FAILED,
  });
  return { kind: 'live', timing };
}

/** POST /api/session/activity: the reviewer is here; the idle clock starts again. */
export function renewSession(fetchImpl: FetchLike = browserFetch): Promise<SessionAnswer> {
  return sessionAnswer(fetchImpl, 'POST', SESSION_API.activity);
}

/** GET /api/session: how long the session lasts, without counting as activity. */
export function checkSession(fetchImpl: FetchLike = browserFetch): Promise<SessionAnswer> {
  return sessionAnswer(fetchImpl, 'GET', SESSION_API.session);
}
