import type { CaseRecord } from './case.record';

/** Fewer valid stored cases than this and the list is seeded again (SPEC §7). */
export const MIN_STORED_CASES = 10;

/** The ten sample cases of SPEC §3: ids 1–10, 2024-01-06 to 2024-01-15, one Denied. */
export const SEED_CASES: readonly CaseRecord[] = [
  { id: 1, name: 'John Smith', status: 'Open', dateSubmitted: '2024-01-06' },
  { id: 2, name: 'Sarah Johnson', status: 'Open', dateSubmitted: '2024-01-07' },
  { id: 3, name: 'Michael Brown', status: 'Completed', dateSubmitted: '2024-01-08' },
  { id: 4, name: 'Emily Davis', status: 'Open', dateSubmitted: '2024-01-09' },
  { id: 5, name: 'David Wilson', status: 'Denied', dateSubmitted: '2024-01-10' },
  { id: 6, name: 'Jessica Martinez', status: 'Open', dateSubmitted: '2024-01-11' },
  { id: 7, name: 'Robert Anderson', status: 'Completed', dateSubmitted: '2024-01-12' },
  { id: 8, name: 'Ashley Taylor', status: 'Open', dateSubmitted: '2024-01-13' },
  { id: 9, name: 'Christopher Thomas', status: 'Open', dateSubmitted: '2024-01-14' },
  { id: 10, name: 'Amanda Garcia', status: 'Completed', dateSubmitted: '2024-01-15' },
];
