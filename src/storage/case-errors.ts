import type { CaseRecord } from '../../machines/case';

/**
 * Errors every case repository (browser storage or server) throws the same way, so screens
 * and machines handle them without knowing where cases live.
 */
export class CaseNotFoundError extends Error {
  constructor(id: number) {
    super(`Case ${id} was not found.`);
    this.name = 'CaseNotFoundError';
  }
}

/**
 * A decision was refused because the case's status changed since the reviewer saw it
 * (another reviewer or tab decided first). Nothing was written; `current` is the case now.
 */
export class CaseConflictError extends Error {
  readonly current: CaseRecord;

  constructor(current: CaseRecord) {
    super(
      `This case was changed by someone else in the meantime and is now ${current.status}. ` +
        'Nothing was saved.',
    );
    this.name = 'CaseConflictError';
    this.current = current;
  }
}
