import type { CaseRecord } from './case.record';

/**
 * A decision was refused because the case is no longer in the status the reviewer saw (it
 * changed in another tab, or another reviewer decided first). Nothing was written; `current`
 * is the case as stored now, so the reviewer can decide again knowing it.
 */
export class CaseConflictError extends Error {
  constructor(readonly current: CaseRecord) {
    super(`Case ${current.id} was changed elsewhere; it is now ${current.status}.`);
    this.name = 'CaseConflictError';
  }
}

/** No case has this id (any more). */
export class CaseNotFoundError extends Error {
  constructor(readonly id: number) {
    super(`Case ${id} was not found.`);
    this.name = 'CaseNotFoundError';
  }
}
