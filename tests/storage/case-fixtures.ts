import { SEED_CASES, type CaseRecord } from '../../machines/case';
import type { SubmittedAnswers } from '../../machines/survey';
import { EXAMPLE_ANSWERS } from '../../machines/survey/survey.answer-examples';

/**
 * A submitted case's answers: the one complete set (the step table's examples, which the review
 * page shows as its sample), every answer changed, so a page showing them shows the case's own.
 */
export const SUBMITTED_ANSWERS: SubmittedAnswers = {
  ...EXAMPLE_ANSWERS,
  name: 'Jane Doe',
  age: '34',
  sex: 'Female',
  state: 'Oregon',
  medicalConditions: ['Arthritis', 'Knee Pain'],
  hasChronicPain: false,
  height: '5\'6"',
  weight: '150',
  hasSurgery: true,
  riskFactors: 'Desk job; mother had osteoporosis.',
};

/** The seeded cases plus one submission (id 11): what storage holds after a survey. */
export function casesWithSubmission(): CaseRecord[] {
  return [
    ...SEED_CASES.map((entry) => ({ ...entry })),
    {
      id: 11,
      name: 'Jane Doe',
      status: 'Open',
      dateSubmitted: '2024-05-03',
      answers: SUBMITTED_ANSWERS,
    },
  ];
}

export function storeCases(entries: readonly unknown[]) {
  window.localStorage.setItem('cases', JSON.stringify(entries));
}

export function storedCases(): unknown[] {
  return JSON.parse(window.localStorage.getItem('cases') ?? 'null') as unknown[];
}

export function storedStatus(id: number): unknown {
  const entry = storedCases().find(
    (item) => typeof item === 'object' && item !== null && (item as { id?: unknown }).id === id,
  );
  return (entry as { status?: unknown } | undefined)?.status;
}

/**
 * A Storage that keeps values in memory, with faults to switch on: `failReads` makes getItem
 * throw (a flaky or disabled storage), `failWrites` makes setItem throw like a full disk,
 * `failWritesTo` only for the keys it matches (a backup that does not fit).
 */
export function createMemoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const control = { failReads: false, failWrites: false, failWritesTo: null as RegExp | null };
  const writes: string[] = [];
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  const storage: Storage = {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => {
      if (control.failReads) throw new DOMException('The operation is insecure.', 'SecurityError');
      return values.get(key) ?? null;
    },
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      if (control.failWrites || control.failWritesTo?.test(key)) throw quota();
      writes.push(key);
      values.set(key, String(value));
    },
  };
  return { storage, values, control, writes };
}

/**
 * One origin's localStorage as Chromium keeps it for tabs in separate processes: each tab
 * has its own copy; a tab's writes land in its copy and the shared store at once, and reach
 * the other tabs' copies only when the test calls `deliver` (in the order they were made).
 */
export function createLaggingStorages(initial: Record<string, string> = {}) {
  const shared = new Map(Object.entries(initial));
  const tabs: { copy: Map<string, string>; pending: [string, string | null][] }[] = [];

  function openTab() {
    const tab = { copy: new Map(shared), pending: [] as [string, string | null][] };
    tabs.push(tab);
    const change = (key: string, value: string | null) => {
      for (const other of tabs) {
        if (other === tab) continue;
        other.pending.push([key, value]);
      }
      if (value === null) shared.delete(key);
      else shared.set(key, value);
    };
    const storage: Storage = {
      get length() {
        return tab.copy.size;
      },
      clear: () => [...tab.copy.keys()].forEach((key) => storage.removeItem(key)),
      getItem: (key) => tab.copy.get(key) ?? null,
      key: (index) => [...tab.copy.keys()][index] ?? null,
      removeItem: (key) => {
        tab.copy.delete(key);
        change(key, null);
      },
      setItem: (key, value) => {
        tab.copy.set(key, String(value));
        change(key, String(value));
      },
    };
    /** Brings every write the other tabs made so far into this tab's copy. */
    const deliver = () => {
      for (const [key, value] of tab.pending.splice(0)) {
        if (value === null) tab.copy.delete(key);
        else tab.copy.set(key, value);
      }
    };
    return { storage, deliver, behind: () => tab.pending.length > 0 };
  }

  return { shared, openTab };
}

/** The revision authority every tab reads coherently (IndexedDB in a browser), in memory. */
export function createMemoryAuthority(initial = { revision: 0, at: 0 }) {
  const state = { latest: initial, failReads: false };
  return {
    state,
    authority: {
      read: () =>
        state.failReads
          ? Promise.reject(new DOMException('The database is closed.', 'InvalidStateError'))
          : Promise.resolve(state.latest),
      write: (latest: { revision: number; at: number }) => {
        state.latest = latest;
        return Promise.resolve();
      },
    },
  };
}
