import { APP_REQUEST_HEADER } from '../../machines/api/app-request-header';
import { ServerRequestError, UNREACHABLE_MESSAGE } from './api-errors';
import { takeEarlyRead } from './early-reads';

/** `fetch`, as the API client needs it; tests hand in a fake. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The browser's own `fetch`, looked up at each call (tests put a fake in its place): the one
 * default of every call in src/api. A read the page's shell started already for this address
 * (src/api/early-reads.ts) is taken over rather than asked again.
 */
export const browserFetch: FetchLike = (url, init) => takeEarlyRead(url, init) ?? fetch(url, init);

export interface ApiResponse {
  status: number;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  body: unknown;
  headers: Headers;
}

const MAX_MESSAGE_LENGTH = 300;

/**
 * One JSON call to the app's own API. State-changing calls carry `APP_REQUEST_HEADER`,
 * which the server requires (a cross-site form cannot set it); the session cookie goes only
 * to the same origin, and no answer is taken from a cache. Only a call that got no answer at
 * all throws here; what an answer means is the caller's, through the policy of
 * reply-policy.ts.
 */
export async function callApi(
  fetchImpl: FetchLike,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  if (method !== 'GET') headers[APP_REQUEST_HEADER.name] = APP_REQUEST_HEADER.value;
  // Only with a body: Fastify refuses an empty body declared as JSON.
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ServerRequestError(UNREACHABLE_MESSAGE, 0, { cause: error });
  }
  return { status: response.status, body: await jsonBody(response), headers: response.headers };
}

async function jsonBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** The server's `{ "error": "..." }` message, when it sent a usable one. */
export function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { error?: unknown }).error;
  if (typeof message !== 'string' || message.trim() === '') return null;
  return message.trim().slice(0, MAX_MESSAGE_LENGTH);
}
