/** What a restore reports, for the operator to check against what they expect. */
export interface RestoredCounts {
  cases: number;
  letters: number;
  reviewers: number;
}

/**
 * The counts, as one statement in plain SQL: a restore asks them of the restored database
 * through its own client (PGlite's, or node-postgres'), before the server opens it.
 */
export const RESTORED_COUNTS_SQL =
  'select (select count(*)::int from cases) as cases, ' +
  '(select count(*)::int from letters) as letters, ' +
  '(select count(*)::int from reviewers) as reviewers';
