import { SESSION_API, SessionTimingSchema, type SessionAnswer } from '../../machines/session';
import * as v from 'valibot';
import { ServerRequestError } from './api-errors';
import { callApi, type FetchLike } from './http-json';

const defaultFetch: FetchLike = (url, init) => fetch(url, init);

async function sessionAnswer(
  fetchImpl: FetchLike,
  method: 'GET' | 'POST',
  path: string,
): Promise<SessionAnswer> {
  const response = await callApi(fetchImpl, method, path);
  if (response.status === 401) return { kind: 'gone' };
  const parsed = v.safeParse(SessionTimingSchema, response.body);
  if (response.status !== 200 || !parsed.success)
    throw new ServerRequestError('Your session could not be checked.', response.status);
  return { kind: 'live', timing: parsed.output };
}

/** POST /api/session/activity: the reviewer is here; the idle clock starts again. */
export function renewSession(fetchImpl: FetchLike = defaultFetch): Promise<SessionAnswer> {
  return sessionAnswer(fetchImpl, 'POST', SESSION_API.activity);
}

/** GET /api/session: how long the session lasts, without counting as activity. */
export function checkSession(fetchImpl: FetchLike = defaultFetch): Promise<SessionAnswer> {
  return sessionAnswer(fetchImpl, 'GET', SESSION_API.session);
}
