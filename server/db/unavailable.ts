/**
 * Whether an error means "the database cannot be reached right now" (a restart, a failover,
 * a terminated connection, a full disk) rather than "this request is wrong": the first is
 * answered 503 with Retry-After, and a read may be tried again on a fresh connection.
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P)/; // connection, insufficient resources, shutdown
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'ENOSPC',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_NODE_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.test(code)) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) {
    return true;
  }
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
