/** A write to browser storage failed; `message` is written for the person using the app. */
export class StorageWriteError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageWriteError';
  }
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

export function toStorageWriteError(error: unknown): StorageWriteError {
  if (error instanceof StorageWriteError) return error;
  const message = isQuotaError(error)
    ? "This browser's storage is full, so nothing could be saved."
    : "This browser's storage is turned off or unavailable, so nothing could be saved.";
  return new StorageWriteError(message, { cause: error });
}
