import { NEW_CASE_STATUS, type CaseRecord } from './case.record';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function count(amount: number, unit: 'hour' | 'day'): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** Whole days from one calendar date (yyyy-mm-dd) to another, counted as dates (no clock). */
function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / DAY_MS);
}

/** Only an Open case waits for a reviewer: a decided one has stopped waiting. */
export function isWaitingForDecision(entry: Pick<CaseRecord, 'status'>): boolean {
  return entry.status === NEW_CASE_STATUS;
}

/**
 * How long an Open case has waited since it was submitted, in words a screen reader reads as
 * written ("Waiting 3 hours", "Waiting 2 days"). A case with its submission time counts hours
 * from that instant, then whole days of 24 hours, so a case sent at 23:30 has waited one
 * hour at 00:30, not a day. A case known by its date alone (the seeded samples) counts
 * calendar days from that date to today's date (`today`, yyyy-mm-dd, the same local calendar
 * `dateSubmitted` uses). A clock slightly behind the submission reads as just arrived.
 */
export function waitingTime(
  entry: Pick<CaseRecord, 'dateSubmitted' | 'submittedAt'>,
  now: Date,
  today: string,
): string {
  if (entry.submittedAt !== undefined) {
    const waited = Math.max(0, now.getTime() - Date.parse(entry.submittedAt));
    if (waited < HOUR_MS) return 'Waiting less than an hour';
    if (waited < DAY_MS) return `Waiting ${count(Math.floor(waited / HOUR_MS), 'hour')}`;
    return `Waiting ${count(Math.floor(waited / DAY_MS), 'day')}`;
  }
  const days = daysBetween(entry.dateSubmitted, today);
  return days <= 0 ? 'Submitted today' : `Waiting ${count(days, 'day')}`;
}
