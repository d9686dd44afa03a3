import { CASES_STORAGE_KEY } from '../../machines/case';

/** How many backups of unreadable `cases` values are kept: the newest few, so old ones
 *  cannot fill the storage quota that the cases themselves need. */
export const MAX_CASE_BACKUPS = 3;

const BACKUP_KEY = /^cases\.corrupt\.(\d+)(?:\.(\d+))?$/;

/** Newest first: by timestamp, then by the counter of backups taken in the same millisecond. */
function newestFirst(storage: Storage): string[] {
  const backups: { key: string; at: number; n: number }[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const match = key === null ? null : BACKUP_KEY.exec(key);
    if (key !== null && match)
      backups.push({ key, at: Number(match[1]), n: Number(match[2] ?? 0) });
  }
  return backups.sort((a, b) => b.at - a.at || b.n - a.n).map((backup) => backup.key);
}

function pruneBackups(storage: Storage) {
  for (const key of newestFirst(storage).slice(MAX_CASE_BACKUPS)) {
    try {
      storage.removeItem(key);
    } catch {
      // An old backup that cannot be removed is harmless; the new one is already saved.
    }
  }
}

/**
 * Copies an unreadable `cases` value to `cases.corrupt.<timestamp>` (never over an earlier
 * backup taken in the same millisecond, by another tab) and drops all but the newest few.
 * Returns the key, or null when the copy could not be written: the caller must then keep
 * the value as it is.
 */
export function backUpCases(storage: Storage, raw: string, at: number): string | null {
  const baseKey = `${CASES_STORAGE_KEY}.corrupt.${at}`;
  try {
    let key = baseKey;
    for (let n = 1; storage.getItem(key) !== null; n += 1) key = `${baseKey}.${n}`;
    storage.setItem(key, raw);
    pruneBackups(storage);
    return key;
  } catch {
    return null;
  }
}
