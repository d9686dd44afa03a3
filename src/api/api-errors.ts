/**
 * Errors of a call to the server, each with a `message` written for the person using the
 * app: screens and machines show `error.message` as it is. Which answer becomes which error
 * is decided in one place (reply-policy.ts).
 */
export class ServerRequestError extends Error {
  /** The HTTP status (403, 409, 429, 503, ...), or 0 when no answer came (offline, server down). */
  readonly status: number;
  /** The server's Retry-After in seconds (on 429 and 503), when it gave one. */
  readonly retryAfterSeconds: number | null;

  constructor(
    message: string,
    status: number,
    options?: { cause?: unknown; retryAfterSeconds?: number | null },
  ) {
    super(message, options);
    this.name = 'ServerRequestError';
    this.status = status;
    this.retryAfterSeconds = options?.retryAfterSeconds ?? null;
  }
}

export const UNREACHABLE_MESSAGE =
  'The server could not be reached. Check your connection and try again.';

const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export const SERVER_FAILED_MESSAGE =
  'Something went wrong on the server. Please try again in a moment.';

/** 401: no valid session. The reviewer is sent to /login (see reviewerSession.expired). */
export class UnauthenticatedError extends ServerRequestError {
  constructor() {
    super(SESSION_ENDED_MESSAGE, 401);
    this.name = 'UnauthenticatedError';
  }
}

/** The message of a call's failure, for a person: the error's own, else a plain one. */
export function failureMessage(failure: unknown): string {
  return failure instanceof Error ? failure.message : 'Something went wrong. Please try again.';
}

/**
 * Why a page's read did not come, as the administrator's pages show it: `refused` (403: not
 * an administrator, or one without a second factor; the server's reason) or `failed`.
 */
export type LoadFailure =
  { kind: 'refused'; message: string } | { kind: 'failed'; message: string };

export function loadFailureOf(failure: unknown): LoadFailure {
  const message = failureMessage(failure);
  return failure instanceof ServerRequestError && failure.status === 403
    ? { kind: 'refused', message }
    : { kind: 'failed', message };
}
