import type * as v from 'valibot';
import { parseBody } from '../../machines/api/contract';
import { SERVER_FAILED_MESSAGE, ServerRequestError, UnauthenticatedError } from './api-errors';
import { serverMessage, type ApiResponse } from './http-json';
import { reviewerSession } from './reviewer-session';

export const UNREADABLE_MESSAGE = 'The server sent an answer this app cannot read.';

/** Retry-After in seconds (the only form this server sends), or null. */
export function retryAfterSeconds(headers: Headers): number | null {
  const seconds = Number(headers.get('Retry-After') ?? NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The session ended: the reviewer pages send the reviewer to /login?next=<this page>. */
const sessionExpired = () => reviewerSession.expired();

/**
 * The one policy for an answer a call did not expect, for every screen. A call handles the
 * answers that are outcomes for it (a 404 that means "none", a 401 at sign-in) before this.
 *
 * - 401: the session is gone. The page is told (`reviewerSession.expired`), and the reviewer
 *   goes to /login, coming back here afterwards: `UnauthenticatedError`.
 * - 403, 409, 429: the server's reason, as it words it for a person, with the status (and on
 *   429 the Retry-After).
 * - 503 and every 5xx: a plain "went wrong on the server", never the server's internals (on
 *   503 with the Retry-After).
 * - anything else: the server's reason, or the caller's `failed` message.
 */
export function refusal(
  response: ApiResponse,
  failed: string,
  onUnauthenticated: () => void = sessionExpired,
): ServerRequestError {
  const { status } = response;
  if (status === 401) {
    onUnauthenticated();
    return new UnauthenticatedError();
  }
  const message = status >= 500 ? SERVER_FAILED_MESSAGE : (serverMessage(response.body) ?? failed);
  const retryAfter = status === 429 || status === 503 ? retryAfterSeconds(response.headers) : null;
  return new ServerRequestError(message, status, { retryAfterSeconds: retryAfter });
}

export interface ReplyMessages {
  /** When the answer is a refusal without a usable reason of its own. */
  failed: string;
  /** When the answer came but is not what the contract says (default: UNREADABLE_MESSAGE). */
  unreadable?: string;
  onUnauthenticated?: () => void;
}

/**
 * The body of an answer with `status` (one of them), parsed by the contract's schema for it.
 * Any other answer goes through the policy above; a body the schema refuses is not trusted.
 */
export function expectReply<S extends v.GenericSchema>(
  response: ApiResponse,
  status: number | readonly number[],
  schema: S,
  messages: ReplyMessages,
): v.InferOutput<S> {
  const expected = typeof status === 'number' ? [status] : status;
  if (!expected.includes(response.status))
    throw refusal(response, messages.failed, messages.onUnauthenticated);
  const parsed = parseBody(schema, response.body);
  if (parsed === null)
    throw new ServerRequestError(messages.unreadable ?? UNREADABLE_MESSAGE, response.status);
  return parsed;
}

/**
 * An answer with `status`, whose body the caller does not read (204 carries none): any other
 * goes through the policy.
 */
export function expectStatus(response: ApiResponse, status: number, messages: ReplyMessages): void {
  if (response.status !== status)
    throw refusal(response, messages.failed, messages.onUnauthenticated);
}
