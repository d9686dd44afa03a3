import {
  CASES_STORAGE_KEY,
  MIN_STORED_CASES,
  SEED_CASES,
  isCaseRecord,
  selectCases,
  toLocalIsoDate,
  type CasePage,
  type CasePageQuery,
  type CaseRecord,
  type CaseStatus,
} from '../../machines/case';
import type { SurveyAnswers } from '../../machines/survey';
import { isServerMode } from '../config/case-store-mode';
import { CaseNotFoundError } from './case-errors';
import { lazyCaseRepository } from './lazy-case-repository';
import { StorageWriteError, toStorageWriteError } from './storage-errors';

/**
 * Where cases live. Screens and machines see only this interface, so a server-backed
 * implementation can replace the localStorage one without touching them.
 */
export interface CaseRepository {
  /** The valid cases, in stored order; applies the seeding rule of SPEC §7. */
  list(): Promise<CaseRecord[]>;
  /** One window of the overview: searched, filtered and sorted, then sliced. */
  listPage(query: CasePageQuery): Promise<CasePage>;
  get(id: number): Promise<CaseRecord | undefined>;
  /** Appends a survey submission as a new Open case. */
  addSubmission(answers: SurveyAnswers): Promise<CaseRecord>;
  setStatus(id: number, status: CaseStatus): Promise<CaseRecord>;
  /** Called when the cases change elsewhere (another tab). Returns an unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

export { CaseNotFoundError };

interface LocalCaseRepositoryOptions {
  storage?: () => Storage;
  now?: () => Date;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const seedCopy = (): CaseRecord[] => SEED_CASES.map((entry) => ({ ...entry }));

export function createLocalCaseRepository(
  options: LocalCaseRepositoryOptions = {},
): CaseRepository {
  const storage = options.storage ?? (() => window.localStorage);
  const now = options.now ?? (() => new Date());
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);

  function backUp(raw: string, reason: string) {
    const baseKey = `${CASES_STORAGE_KEY}.corrupt.${now().getTime()}`;
    let backupKey = baseKey;
    try {
      // Never overwrite an earlier backup taken in the same millisecond (another tab).
      for (let n = 1; storage().getItem(backupKey) !== null; n += 1) backupKey = `${baseKey}.${n}`;
      storage().setItem(backupKey, raw);
      console.error(`Stored cases ${reason}; the old value was kept under "${backupKey}".`);
    } catch {
      console.error(`Stored cases ${reason}; the old value could not be backed up.`);
    }
  }

  function reseed(): unknown[] {
    const seeds = seedCopy();
    try {
      storage().setItem(CASES_STORAGE_KEY, JSON.stringify(seeds));
    } catch {
      console.error('The sample cases could not be written to storage; showing them anyway.');
    }
    return seeds;
  }

  /** The stored list as it is (malformed entries included), after the seeding rule. */
  function readRaw(): unknown[] {
    let raw: string | null;
    try {
      raw = storage().getItem(CASES_STORAGE_KEY);
    } catch {
      console.error('Browser storage is unavailable; showing the sample cases.');
      return seedCopy();
    }
    if (raw === null) return reseed();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      backUp(raw, 'could not be parsed');
      return reseed();
    }
    if (!Array.isArray(parsed)) {
      backUp(raw, 'were not a list');
      return reseed();
    }
    if (parsed.length < MIN_STORED_CASES) {
      backUp(raw, `held fewer than ${MIN_STORED_CASES} entries`);
      return reseed();
    }
    return parsed;
  }

  function validCases(entries: unknown[]): CaseRecord[] {
    const valid = entries.filter(isCaseRecord);
    const skipped = entries.length - valid.length;
    if (skipped > 0) console.error(`Skipped ${skipped} stored case(s) that are not valid cases.`);
    return valid;
  }

  function write(entries: unknown[]) {
    try {
      storage().setItem(CASES_STORAGE_KEY, JSON.stringify(entries));
    } catch (error) {
      throw toStorageWriteError(error);
    }
  }

  function nextId(entries: unknown[]): number {
    const ids = entries.flatMap((entry) => {
      const id = (entry as { id?: unknown } | null)?.id;
      return typeof id === 'number' && Number.isInteger(id) ? [id] : [];
    });
    return Math.max(0, ...ids) + 1;
  }

  return {
    async list() {
      return validCases(readRaw());
    },

    async listPage({ offset, limit, ...query }) {
      const selected = selectCases(validCases(readRaw()), query);
      return { cases: selected.slice(offset, offset + limit), total: selected.length };
    },

    async get(id) {
      return validCases(readRaw()).find((entry) => entry.id === id);
    },

    async addSubmission(answers) {
      // Re-read first so a case added in another tab is never overwritten.
      const entries = readRaw();
      const name = answers.name.trim();
      const created: CaseRecord = {
        id: nextId(entries),
        name,
        status: 'Open',
        dateSubmitted: toLocalIsoDate(now()),
        // The case and its answers carry the same trimmed name (SPEC §3).
        answers: { ...answers, name },
      };
      write([...entries, created]);
      return created;
    },

    async setStatus(id, status) {
      const entries = readRaw();
      const index = entries.findIndex((entry) => isCaseRecord(entry) && entry.id === id);
      const current = entries[index];
      if (index < 0 || !isCaseRecord(current)) throw new CaseNotFoundError(id);
      const updated: CaseRecord = { ...current, status };
      // Malformed neighbours are written back untouched: they are skipped, never lost.
      write(entries.map((entry, i) => (i === index ? updated : entry)));
      return updated;
    },

    subscribe(onChange) {
      if (!target) return () => undefined;
      const listener = (event: Event) => {
        const key = (event as StorageEvent).key;
        if (key === null || key === CASES_STORAGE_KEY) onChange();
      };
      target.addEventListener('storage', listener);
      return () => target.removeEventListener('storage', listener);
    },
  };
}

export { StorageWriteError };

/**
 * The one seam: browser storage by default, the server's API when the server that served
 * the page says so. The HTTP code loads on first use, so browser mode never downloads it.
 */
export const caseRepository: CaseRepository = isServerMode()
  ? lazyCaseRepository(async () =>
      (await import('./http-case-repository')).createHttpCaseRepository(),
    )
  : createLocalCaseRepository();
