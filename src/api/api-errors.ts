/**
 * Errors of a call to the server, each with a `message` written for the person using the
 * app: screens and machines show `error.message` as it is.
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

const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** 401: no valid session. The reviewer is sent to /login (see reviewerSession.expired). */
export class UnauthenticatedError extends ServerRequestError {
  constructor() {
    super(SESSION_ENDED_MESSAGE, 401);
    this.name = 'UnauthenticatedError';
  }
}
