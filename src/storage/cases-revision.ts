import { CASES_STORAGE_KEY } from '../../machines/case';

/**
 * The key beside `cases` that counts its writes. `cases` itself stays the plain list of
 * SPEC §7; the count is written right after it, so a tab that sees a count has the list
 * written with it (Chromium applies another process's writes to a tab's copy in order).
 */
export const CASES_REVISION_KEY = `${CASES_STORAGE_KEY}.revision`;

/** The last write of `cases` as the authority knows it: its revision and when it was made. */
export interface LatestRevision {
  revision: number;
  /** Date.now() of the write; 0 when nothing was ever recorded. */
  at: number;
}

export const NO_REVISION: LatestRevision = { revision: 0, at: 0 };

/**
 * Where the latest revision lives so that every tab reads the same answer at once. Read and
 * written only under the cases lock; a write resolves once it is committed.
 */
export interface RevisionAuthority {
  read(): Promise<LatestRevision>;
  write(latest: LatestRevision): Promise<void>;
}

/** The revision this tab's copy of localStorage holds: 0 when absent or not a count. */
export function localRevision(storage: Storage): number {
  const value = Number(storage.getItem(CASES_REVISION_KEY) ?? 0);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export function parseLatestRevision(value: unknown): LatestRevision {
  if (typeof value !== 'object' || value === null) return NO_REVISION;
  const { revision, at } = value as Record<string, unknown>;
  return typeof revision === 'number' && Number.isSafeInteger(revision) && revision >= 0
    ? { revision, at: typeof at === 'number' && Number.isFinite(at) ? at : 0 }
    : NO_REVISION;
}
