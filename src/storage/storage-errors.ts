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
  partnerLink:
    'This partner link is not valid, so nothing could be saved. Start again from the link the shop gave you.',
  unexpected: 'Something went wrong, so nothing could be saved. Please try again.',
} as const;

export type SaveProblem = keyof typeof SAVE_MESSAGES;

/**
 * A save failed or was refused; `message` is one of SAVE_MESSAGES, for the person to read, or
 * a message a rule of machines/ wrote for them (`worded`).
 */
export abstract class SaveError extends Error {
  constructor(
    readonly problem: SaveProblem,
    options?: { cause?: unknown; worded?: string },
  ) {
    super(options?.worded ?? SAVE_MESSAGES[problem], options);
  }
}

/**
 * Browser storage could not be written (full, turned off), read before a write, or shown
 * current in time (another tab's write had not reached this tab's copy).
 */
export class StorageWriteError extends SaveError {
  constructor(
    problem: 'full' | 'unavailable' | 'unreadable' | 'notCurrent',
    options?: { cause?: unknown },
  ) {
    super(problem, options);
    this.name = 'StorageWriteError';
  }
}

/** A failure nobody wrote a message for: the person reads the plain one. */
export class UnexpectedSaveError extends SaveError {
  constructor(options?: { cause?: unknown }) {
    super('unexpected', options);
    this.name = 'UnexpectedSaveError';
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
 * Any failure of a save, reduced to messages written for the person: a SaveError's, or a
 * ServerRequestError's (server mode writes those itself); anything else is unexpected.
 */
export function toUserFacingError(error: unknown): Error {
  return error instanceof SaveError || error instanceof ServerRequestError
    ? error
    : new UnexpectedSaveError({ cause: error });
}
