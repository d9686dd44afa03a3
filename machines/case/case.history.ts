import { isCaseStatus, type DecisionRecord } from './case.types';

/** One entry of a case's decision history, as it arrives (from the server): checked once. */
export function isDecisionRecord(value: unknown): value is DecisionRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.reviewer === 'string' &&
    entry.reviewer !== '' &&
    typeof entry.decidedAt === 'string' &&
    !Number.isNaN(Date.parse(entry.decidedAt)) &&
    isCaseStatus(entry.fromStatus) &&
    isCaseStatus(entry.toStatus)
  );
}
