import { CASES_STORAGE_KEY, MIN_STORED_CASES, SEED_CASES } from '../../machines/case';
import { backUpCases } from './case-backups';
import type { StorageProblem } from './storage-health';

export interface CasesRead {
  /** The stored list as it is (invalid entries included), or the sample cases. */
  entries: readonly unknown[];
  problem: StorageProblem | null;
  /** False when the list could not be read or backed up: writing would lose stored data. */
  writable: boolean;
  /** True when this read wrote `cases` (the reseed), so the write must be counted. */
  wrote?: boolean;
  /** True when the read would have reseeded but was not allowed to write. */
  reseedHeld?: boolean;
}

const seedCopy = (): unknown[] => SEED_CASES.map((entry) => ({ ...entry }));

/** What a stored value is: a list to use, or why it cannot be used as one. */
export type StoredList = { reason: string } | { list: readonly unknown[] };

/** The stored list, or why the stored value cannot be used as one. */
export function parseStoredList(raw: string): StoredList {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { reason: 'could not be parsed' };
  }
  if (!Array.isArray(parsed)) return { reason: 'were not a list' };
  if (parsed.length < MIN_STORED_CASES) {
    return { reason: `held fewer than ${MIN_STORED_CASES} entries` };
  }
  // Frozen: the list may be remembered and handed out again, so no reader may change it.
  return { list: Object.freeze(parsed) };
}

function reseed(storage: Storage): CasesRead {
  const entries = seedCopy();
  try {
    storage.setItem(CASES_STORAGE_KEY, JSON.stringify(entries));
    return { entries, problem: null, writable: true, wrote: true };
  } catch {
    console.error('The sample cases could not be written to storage; showing them anyway.');
    return { entries, problem: 'seedNotSaved', writable: true };
  }
}

/**
 * Reads `cases` with the seeding rule of SPEC §7 (absent, not JSON, not a list or fewer than
 * 10 entries: the ten sample cases are written back and used), under two guards: nothing is
 * written after a failed read, and a value is replaced only once its backup is saved.
 * Must run under the cases lock, since the reseed is a write. `parseList` turns the stored
 * text into a list (a caller may pass one that remembers the text it last parsed).
 * `mayWrite` false (this tab's copy may be behind another tab's write): an unusable value is
 * neither backed up nor reseeded; the sample cases are shown and no save is allowed.
 */
export function readCases(
  storage: () => Storage,
  now: () => Date,
  parseList: (raw: string) => StoredList = parseStoredList,
  mayWrite = true,
): CasesRead {
  let store: Storage;
  let raw: string | null;
  try {
    store = storage();
    raw = store.getItem(CASES_STORAGE_KEY);
  } catch {
    console.error('Browser storage could not be read; showing the sample cases, saving nothing.');
    return { entries: seedCopy(), problem: 'unreadable', writable: false };
  }
  const checked = raw === null ? null : parseList(raw);
  if (checked && 'list' in checked) return { entries: checked.list, problem: null, writable: true };
  if (!mayWrite) return { entries: seedCopy(), problem: null, writable: false, reseedHeld: true };
  if (raw === null || checked === null) return reseed(store);

  const backupKey = backUpCases(store, raw, now().getTime());
  if (backupKey === null) {
    console.error(
      `Stored cases ${checked.reason}; they could not be backed up, so they were left as they are.`,
    );
    return { entries: seedCopy(), problem: 'notBackedUp', writable: false };
  }
  console.error(`Stored cases ${checked.reason}; the old value was kept under "${backupKey}".`);
  return reseed(store);
}
