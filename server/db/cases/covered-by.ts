import { type SelectQueryBuilder, sql } from 'kysely';
import type { LicenceCoverage } from '../../../machines/letter';
import type { DatabaseSchema } from '../schema';

/**
 * The cases a reviewer's licences cover (`licenceCoverage`, machines/letter/licence.ts) as a
 * condition on the indexed state column: its states, or no state at all. The counts table
 * has the same column, so a covered total is the same condition on it.
 */
export function coveredBy<T extends 'cases' | 'case_counts', O>(
  query: SelectQueryBuilder<DatabaseSchema, T, O>,
  coverage: LicenceCoverage,
): SelectQueryBuilder<DatabaseSchema, T, O> {
  const state = sql.ref<string | null>('patient_state');
  return query.where((row) => {
    const either = [];
    if (coverage.states.length > 0) either.push(row(state, 'in', [...coverage.states]));
    if (coverage.stateless) either.push(row(state, 'is', null));
    return either.length > 0 ? row.or(either) : row.lit(false);
  });
}
