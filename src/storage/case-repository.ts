import {
  CASES_STORAGE_KEY,
  CaseConflictError,
  CaseNotFoundError,
  consentRecord,
  CURRENT_CONSENT,
  newCase,
  nextOpenCase,
  nextStatus,
  type CaseRecord,
} from '../../machines/case';
import { parseSurveyAnswers } from '../../machines/survey';
import { stampedAnswers } from '../../machines/survey/survey.answer-sets';
import { isServerMode } from '../config/case-store-mode';
import { InvalidAnswersError, NoCaseIdLeftError, PartnerLinkError } from './case-errors';
import type { CaseRepository } from './case-repository-interface';
import { createCaseSelection } from './case-selection';
import { createCasesCoherence, type CasesCoherence } from './cases-coherence';
import { casesLock, type CasesLock } from './cases-lock';
import { parseStoredList, readCases } from './cases-reader';
import { lazyCaseRepository } from './lazy-case-repository';
import { rememberLast } from './remember-last';
import { StorageWriteError, toStorageWriteError } from './storage-errors';
import { storageHealth, type StorageHealthStore } from './storage-health';
import { indexedDbRevisionAuthority } from './indexeddb-revision';
import type { RevisionAuthority } from './cases-revision';
import { handedOut, nextCaseId, readStoredCases, type StoredCases } from './stored-cases';
import { pagePartner, type SubmissionPartner } from './page-partner';

export type { CaseRepository };

/** The local store also lists every case at once, which only tests ask for. */
export interface LocalCaseRepository extends CaseRepository {
  /** The valid cases, in stored order; applies the seeding rule of SPEC §7. */
  list(): Promise<readonly CaseRecord[]>;
}

export { CaseConflictError, CaseNotFoundError, StorageWriteError };

interface LocalCaseRepositoryOptions {
  storage?: () => Storage;
  now?: () => Date;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Serialises every read-modify-write; the page's cross-tab lock by default. */
  lock?: CasesLock;
  /** Where each read reports what it found wrong; the page's store by default. */
  health?: StorageHealthStore;
  /** What every tab reads coherently: the latest revision of `cases` (IndexedDB by default). */
  authority?: RevisionAuthority;
  /** Waits until this tab's copy of storage is current; built on `authority` by default. */
  coherence?: CasesCoherence;
  /** The partner a submission is for: this page's (partner.config.json's) by default. */
  submissionPartner?: SubmissionPartner;
}

export function createLocalCaseRepository(
  options: LocalCaseRepositoryOptions = {},
): LocalCaseRepository {
  const storage = options.storage ?? (() => window.localStorage);
  const now = options.now ?? (() => new Date());
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const lock = options.lock ?? casesLock;
  const health = options.health ?? storageHealth;
  const coherence =
    options.coherence ??
    createCasesCoherence({
      storage,
      authority: 'authority' in options ? options.authority : indexedDbRevisionAuthority(),
    });
  // Every read still reads storage, under the lock; only the parsing is remembered, keyed
  // by the exact text read (any change, from any tab, is parsed afresh), so reading 10 000
  // unchanged cases again costs one getItem and one string comparison. What leaves the
  // repository is frozen as it leaves (`handedOut`).
  const parseList = rememberLast(parseStoredList);
  const validCases = rememberLast(readStoredCases);
  const select = createCaseSelection();
  const submissionPartner = options.submissionPartner ?? pagePartner();

  // Set by every write of `cases` in the current critical section, which then counts it.
  let wrote = false;

  /** Reads under the lock (a read may reseed), reports what it found, parses the entries. */
  function load(mayWrite = true) {
    const read = readCases(storage, now, parseList, mayWrite);
    const { entries, problem, writable } = read;
    if (read.wrote) wrote = true;
    const stored = validCases(entries);
    if (stored.skipped > 0) {
      console.error(`Skipped ${stored.skipped} stored case(s) that are not valid cases.`);
    }
    health.set({ problem, skipped: stored.skipped });
    return { ...stored, entries, writable, reseedHeld: read.reseedHeld === true };
  }

  /** The same read, for a change: refused outright when storage could not be read. */
  function loadForWrite() {
    const loaded = load();
    if (!loaded.writable) throw new StorageWriteError('unreadable');
    return loaded;
  }

  function write(entries: readonly unknown[]) {
    try {
      storage().setItem(CASES_STORAGE_KEY, JSON.stringify(entries));
    } catch (error) {
      throw toStorageWriteError(error);
    }
    wrote = true;
  }

  /**
   * A critical section whose writes lose nothing: it starts once this tab's copy of storage
   * holds every write recorded by any tab (or refuses to write when it does not in time), and
   * it counts what it wrote before the lock goes to the next tab.
   */
  function changing<T>(task: () => T): Promise<T> {
    return lock(async () => {
      const { current, base } = await coherence.catchUp();
      if (!current) throw new StorageWriteError('notCurrent');
      wrote = false;
      try {
        return task();
      } finally {
        if (wrote) await coherence.record(base);
      }
    });
  }

  /**
   * A critical section that only reads: a usable list is read at once (a copy a moment
   * behind is refreshed by the next `storage` event). Only when the read would reseed, a
   * write, does it wait like a change; a copy still behind then shows the samples unsaved.
   */
  function reading<T>(task: (loaded: StoredCases) => T): Promise<T> {
    return lock(async () => {
      const first = load(false);
      if (!first.reseedHeld) return task(first);
      const { current, base } = await coherence.catchUp();
      wrote = false;
      try {
        return task(load(current));
      } finally {
        if (wrote) await coherence.record(base);
      }
    });
  }

  return {
    list: () =>
      reading((loaded) => {
        loaded.cases.forEach(handedOut);
        return loaded.cases;
      }),

    listPage: ({ offset, limit, ...query }) =>
      reading((loaded) => {
        const selected = select(loaded.cases, query);
        const cases = selected.slice(offset, offset + limit);
        cases.forEach(handedOut);
        return { cases, total: selected.length };
      }),

    get: (id) => reading((loaded) => handedOut(loaded.cases.find((entry) => entry.id === id))),

    nextOpen: (after) => reading((loaded) => nextOpenCase(loaded.cases, after)?.id ?? null),

    async addSubmission(answers) {
      // Checked where it is stored: every step's rule, known fields only, trimmed.
      const parsed = parseSurveyAnswers(answers);
      if (parsed === null) throw new InvalidAnswersError();
      // Refused as the server refuses it (422): a product the partner does not offer.
      const pending = submissionPartner();
      const origin = pending instanceof Promise ? await pending : pending;
      if (origin && !origin.ok) throw new PartnerLinkError(origin.problem);
      return changing(() => {
        // Re-read under the lock, so a case added in another tab is never overwritten.
        const { entries, cases } = loadForWrite();
        const id = nextCaseId(cases);
        if (id === null) throw new NoCaseIdLeftError();
        // The attestation's Continue, the only way here, also gives the consent it words.
        const at = now();
        const created: CaseRecord = {
          id,
          ...newCase(parsed, at, consentRecord(CURRENT_CONSENT, at), origin?.partner),
        };
        // Stored with the version of the survey that asked them, so a later one reads them.
        write([...entries, { ...created, answers: stampedAnswers(parsed) }]);
        return created;
      });
    },

    decide: (id, decision, expectedStatus) =>
      changing(() => {
        const { entries, cases, indexOf } = loadForWrite();
        const current = cases.find((entry) => entry.id === id);
        const index = indexOf.get(id);
        if (current === undefined || index === undefined) throw new CaseNotFoundError(id);
        // Its answers and partner go out with the answer (or the conflict) as they are held.
        handedOut(current);
        if (current.status !== expectedStatus) throw new CaseConflictError(current);
        // Written even when the status stays the same (approving a Completed case): a
        // decision is a save, and the reviewer hears when it could not be kept.
        const status = nextStatus(current.status, decision);
        // The entry is rewritten with only its status changed; neighbours, malformed ones
        // included, are written back untouched: skipped entries are never lost.
        const stored = entries[index] as Record<string, unknown>;
        write(entries.map((entry, i) => (i === index ? { ...stored, status } : entry)));
        return { ...current, status };
      }),

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

/**
 * The one seam: browser storage by default, the server's API when the server that served
 * the page says so. The HTTP code loads on first use, so browser mode never downloads it.
 */
export const caseRepository: CaseRepository = isServerMode()
  ? lazyCaseRepository(async () => (await import('../api/case-api')).createCaseApiClient())
  : createLocalCaseRepository();
