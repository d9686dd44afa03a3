import { parseCaseRecord, type CaseRecord } from '../../machines/case';

/** The valid cases of a stored list, each with where it sits in that list. */
export interface StoredCases {
  /**
   * Frozen; the same parsed list serves every reader, so each record is frozen as it is
   * handed out (`handedOut`), not all 10 000 of them as the list is read.
   */
  cases: readonly CaseRecord[];
  /** Index in the stored list of each case in `cases`, by id. */
  indexOf: ReadonlyMap<number, number>;
  /** Entries left out: not a valid case, or a later repeat of an id already taken. */
  skipped: number;
}

/**
 * A remembered case as a caller may hold it: frozen, with everything it holds, so no holder
 * can change what the next reader gets. Once frozen, a case is handed out again as it is.
 */
export function handedOut<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) handedOut(child);
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
    cases.push(record);
  });
  return { cases: Object.freeze(cases), indexOf, skipped: entries.length - cases.length };
}

/** The id of the next case: one past the highest valid id; null when that is not safe. */
export function nextCaseId(cases: readonly CaseRecord[]): number | null {
  const next = cases.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1;
  return Number.isSafeInteger(next) ? next : null;
}
