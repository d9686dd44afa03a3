/**
 * Errors of a call to the server, each with a `message` written for the person using the
 * app: screens and machines show `error.message` as it is. Which answer becomes which error
 * is decided in one place (reply-policy.ts).
 */
export class ServerRequestError extends Error {
  /** The HTTP status, or 0 when no answer came (offline, server down). */
  readonly status: number;

  constructor(message: string, status: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServerRequestError';
    this.status = status;
  }
}

export const UNREACHABLE_MESSAGE =
  'The server could not be reached. Check your connection and try again.';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export const SERVER_FAILED_MESSAGE =
  'Something went wrong on the server. Please try again in a moment.';

/** 401: no valid session. The reviewer is sent to /login (see reviewerSession.expired). */
export class UnauthenticatedError extends ServerRequestError {
  constructor() {
    super(SESSION_ENDED_MESSAGE, 401);
    this.name = 'UnauthenticatedError';
  }
}

/** 403: this reviewer may not (not licensed there, the state needs an MD or DO), as said. */
export class ForbiddenError extends ServerRequestError {
  constructor(message: string) {
    super(message, 403);
    this.name = 'ForbiddenError';
  }
}

/** 409: the request does not fit what is stored now (decided meanwhile, already answered). */
export class ConflictError extends ServerRequestError {
  constructor(message: string) {
    super(message, 409);
    this.name = 'ConflictError';
  }
}

/** 429: too many requests; the server's Retry-After, in seconds, when it gave one. */
export class RateLimitedError extends ServerRequestError {
  readonly retryAfterSeconds: number | null;

  constructor(message: string, retryAfterSeconds: number | null) {
    super(message, 429);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 503: the service is briefly away (its database); the server's Retry-After, in seconds. */
export class ServiceUnavailableError extends ServerRequestError {
  readonly retryAfterSeconds: number | null;

  constructor(retryAfterSeconds: number | null) {
    super(SERVER_FAILED_MESSAGE, 503);
    this.name = 'ServiceUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
