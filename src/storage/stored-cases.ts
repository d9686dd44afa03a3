import { parseCaseRecord, type CaseRecord } from '../../machines/case';

/** The valid cases of a stored list, each with where it sits in that list. */
export interface StoredCases {
  /** Frozen, records included: the same parsed list is handed to every reader. */
  cases: readonly CaseRecord[];
  /** Index in the stored list of each case in `cases`, by id. */
  indexOf: ReadonlyMap<number, number>;
  /** Entries left out: not a valid case, or a later repeat of an id already taken. */
  skipped: number;
}

/** Freezes a value and everything it holds, so no holder can change what others see. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Reads a stored list as untrusted input. An entry that is not a valid case (unsafe or
 * non-positive id included) is skipped. When several valid entries share an id, the first
 * in stored order is the case and the later ones are skipped: submissions are appended, so
 * the first is the one that existed before, and one id always opens one and the same case.
 * Skipped entries stay in storage untouched; they are only left out of what is shown.
 */
export function readStoredCases(entries: readonly unknown[]): StoredCases {
  const cases: CaseRecord[] = [];
  const indexOf = new Map<number, number>();
  entries.forEach((entry, index) => {
    const record = parseCaseRecord(entry);
    if (record === null || indexOf.has(record.id)) return;
    indexOf.set(record.id, index);
    cases.push(deepFreeze(record));
  });
  return { cases: Object.freeze(cases), indexOf, skipped: entries.length - cases.length };
}

/** The id of the next case: one past the highest valid id; null when that is not safe. */
export function nextCaseId(cases: readonly CaseRecord[]): number | null {
  const next = cases.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1;
  return Number.isSafeInteger(next) ? next : null;
}
