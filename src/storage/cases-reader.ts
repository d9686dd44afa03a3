import { CASES_STORAGE_KEY, MIN_STORED_CASES, SEED_CASES } from '../../machines/case';
import { backUpCases } from './case-backups';
import type { StorageProblem } from './storage-health';

export interface CasesRead {
  /** The stored list as it is (invalid entries included), or the sample cases. */
  entries: unknown[];
  problem: StorageProblem | null;
  /** False when the list could not be read or backed up: writing would lose stored data. */
  writable: boolean;
}

const seedCopy = (): unknown[] => SEED_CASES.map((entry) => ({ ...entry }));

/** The stored list, or why the stored value cannot be used as one. */
function parseStoredList(raw: string): { reason: string } | { list: unknown[] } {
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
  return { list: parsed };
}

function reseed(storage: Storage): CasesRead {
  const entries = seedCopy();
  try {
    storage.setItem(CASES_STORAGE_KEY, JSON.stringify(entries));
    return { entries, problem: null, writable: true };
  } catch {
    console.error('The sample cases could not be written to storage; showing them anyway.');
    return { entries, problem: 'seedNotSaved', writable: true };
  }
}

/**
 * Reads `cases` with the seeding rule of SPEC §7 (absent, not JSON, not a list or fewer than
 * 10 entries: the ten sample cases are written back and used), under two guards: nothing is
 * written after a failed read, and a value is replaced only once its backup is saved.
 * Must run under the cases lock, since the reseed is a write.
 */
export function readCases(storage: () => Storage, now: () => Date): CasesRead {
  let store: Storage;
  let raw: string | null;
  try {
    store = storage();
    raw = store.getItem(CASES_STORAGE_KEY);
  } catch {
    console.error('Browser storage could not be read; showing the sample cases, saving nothing.');
    return { entries: seedCopy(), problem: 'unreadable', writable: false };
  }
  if (raw === null) return reseed(store);
  const checked = parseStoredList(raw);
  if ('list' in checked) return { entries: checked.list, problem: null, writable: true };

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
