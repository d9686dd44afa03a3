import { describe, expect, it } from 'vitest';
import { ServerRequestError } from '../../src/api/api-errors';
import { InvalidAnswersError, NoCaseIdLeftError } from '../../src/storage/case-errors';
import {
  SAVE_MESSAGES,
  StorageWriteError,
  toStorageWriteError,
  toUserFacingError,
} from '../../src/storage/storage-errors';

describe('messages about a failed save come from a fixed set', () => {
  it('never shows an unexpected error’s own text', () => {
    const shown = toUserFacingError(new TypeError("Cannot read properties of undefined ('x')"));
    expect(shown.message).toBe(
      'Something went wrong, so nothing could be saved. Please try again.',
    );
  });

  it('keeps the messages written for the person', () => {
    const full = toStorageWriteError(new DOMException('quota', 'QuotaExceededError'));
    expect(toUserFacingError(full).message).toBe(
      "This browser's storage is full, so nothing could be saved.",
    );
    const server = new ServerRequestError('The server could not be reached.', 0);
    expect(toUserFacingError(server)).toBe(server);
  });

  it('every kind of save error carries one of the fixed messages', () => {
    const errors = [
      new StorageWriteError('full'),
      new StorageWriteError('unavailable'),
      new StorageWriteError('unreadable'),
      new InvalidAnswersError(),
      new NoCaseIdLeftError(),
      toUserFacingError(new Error('x')),
    ];
    for (const error of errors) expect(Object.values(SAVE_MESSAGES)).toContain(error.message);
    expect(new Set(errors.map((error) => error.message)).size).toBe(errors.length);
  });
});
