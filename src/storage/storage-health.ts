/**
 * What the last read of `cases` found wrong, for the screen to say (not only the console):
 * - unreadable: reading storage threw (turned off, or flaky);
 * - notBackedUp: the stored value was unusable and could not be backed up, so it was kept;
 * - seedNotSaved: nothing usable was stored and the sample cases could not be written.
 * In the first two, the sample cases shown live in memory only and every write is refused.
 */
export type StorageProblem = 'unreadable' | 'notBackedUp' | 'seedNotSaved';

export interface StorageHealth {
  problem: StorageProblem | null;
  /** Stored entries left out because they are not valid cases (or repeat an id). */
  skipped: number;
}

export const HEALTHY: StorageHealth = { problem: null, skipped: 0 };

export interface StorageHealthStore {
  get(): StorageHealth;
  set(next: StorageHealth): void;
  subscribe(onChange: () => void): () => void;
}

export function createStorageHealthStore(): StorageHealthStore {
  let current = HEALTHY;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      // A new object only on a real change, so React re-renders only then.
      if (next.problem === current.problem && next.skipped === current.skipped) return;
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** The page's health of case storage, reported by the local repository on every read. */
export const storageHealth = createStorageHealthStore();
