/** The first retry waits this long; each later one twice as long as the one before. */
const FIRST_RETRY_DELAY_MS = 30_000;
/** No wait is longer than this: a mail server that is back gets the mail within the hour. */
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** How long to wait after the given number of failed attempts (1, 2, 3, ...). */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.min(exponent, 30));
}
