import { ServerRequestError } from '../api/api-errors';

/**
 * Every message a person may read about a save that failed or was refused: a fixed set, so
 * an unexpected error's own text (which may be technical, or carry data) is never shown.
 */
export const SAVE_MESSAGES = {
  full: "This browser's storage is full, so nothing could be saved.",
  unavailable: "This browser's storage is turned off or unavailable, so nothing could be saved.",
  unreadable:
    "This browser's storage could not be read, so nothing can be saved until it works again.",
  invalidAnswers:
    'Some answers are missing or not valid, so the survey could not be saved. Please go back and check them.',
  notCurrent:
    'Another tab saved at the same moment and this tab has not caught up with it yet, so nothing could be saved. Please try again.',
  noIdLeft: 'No new case number is left, so nothing could be saved. Please contact support.',
  unexpected: 'Something went wrong, so nothing could be saved. Please try again.',
} as const;

export type SaveProblem = keyof typeof SAVE_MESSAGES;

/** A save failed or was refused; `message` is one of SAVE_MESSAGES, for the person to read. */
export class StorageWriteError extends Error {
  constructor(
    readonly problem: SaveProblem,
    options?: { cause?: unknown },
  ) {
    super(SAVE_MESSAGES[problem], options);
    this.name = 'StorageWriteError';
  }
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

/** A failed `setItem` as the person should hear of it. */
export function toStorageWriteError(error: unknown): StorageWriteError {
  if (error instanceof StorageWriteError) return error;
  return new StorageWriteError(isQuotaError(error) ? 'full' : 'unavailable', { cause: error });
}

/**
 * Any failure of a save, reduced to messages written for the person: the fixed set above, or
 * a ServerRequestError's (server mode writes those itself); anything else is 'unexpected'.
 */
export function toUserFacingError(error: unknown): Error {
  return error instanceof StorageWriteError || error instanceof ServerRequestError
    ? error
    : new StorageWriteError('unexpected', { cause: error });
}
