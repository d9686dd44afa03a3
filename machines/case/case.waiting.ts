import { NEW_CASE_STATUS, type CaseRecord } from './case.record';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Up to this many days a wait reads in days ("13 days"); then in weeks. */
const DAYS_UNTIL_WEEKS = 14;
/** Up to this many weeks a wait reads in weeks ("7 weeks"); then in months, then years. */
const WEEKS_UNTIL_MONTHS = 8;

type WaitUnit = 'hour' | 'day' | 'week' | 'month' | 'year';

/** 1234567 as "1,234,567", the app's (en-US) grouping. */
function grouped(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * "3 hours", "1 day": the unit's English name, singular for one. Written out rather than
 * asked of Intl: a page's first use of Intl loads its locale data, tens of milliseconds in one
 * task, and the overview would pay it as its rows first render
 * (docs/decisions/2026-11-29-reviewer-pages-without-intl.md).
 */
function amount(value: number, unit: WaitUnit): string {
  return `${grouped(value)} ${value === 1 ? unit : `${unit}s`}`;
}

/** A calendar date (yyyy-mm-dd) as a day count, so differences need no clock. */
function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Whole calendar months from one date to a later one (Jan 31 to Feb 28 is not a month). */
function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/**
 * A wait of at least one day in its largest sensible unit: days for two weeks, weeks for
 * eight, then whole calendar months, then whole years ("Waiting 2 years", not "1055 days").
 */
function inDaysOrMore(from: string, to: string): string {
  const days = Math.round(dayNumber(to) - dayNumber(from));
  if (days < DAYS_UNTIL_WEEKS) return amount(days, 'day');
  if (days < WEEKS_UNTIL_MONTHS * 7) return amount(Math.floor(days / 7), 'week');
  // Eight weeks always hold a whole calendar month: at least 1.
  const months = monthsBetween(from, to);
  return months < 12 ? amount(months, 'month') : amount(Math.floor(months / 12), 'year');
}

/** Only an Open case waits for a reviewer: a decided one has stopped waiting. */
export function isWaitingForDecision(entry: Pick<CaseRecord, 'status'>): boolean {
  return entry.status === NEW_CASE_STATUS;
}

/**
 * How long an Open case has waited since it was submitted, in words a screen reader reads as
 * written ("Waiting 3 hours", "Waiting 5 days", "Waiting 2 years"). A case with its submission
 * time counts hours from that instant, then whole days of 24 hours, so a case sent at 23:30
 * has waited one hour at 00:30, not a day; past two weeks, weeks, months and years count on
 * the calendar (UTC dates of the two instants). A case known by its date alone (the seeded
 * samples) counts from that date to today's date (`today`, yyyy-mm-dd, the same local calendar
 * `dateSubmitted` uses). A clock slightly behind the submission reads as just arrived.
 */
export function waitingTime(
  entry: Pick<CaseRecord, 'dateSubmitted' | 'submittedAt'>,
  now: Date,
  today: string,
): string {
  if (entry.submittedAt !== undefined) {
    const sent = Date.parse(entry.submittedAt);
    const waited = Math.max(0, now.getTime() - sent);
    if (waited < HOUR_MS) return 'Waiting less than an hour';
    if (waited < DAY_MS) return `Waiting ${amount(Math.floor(waited / HOUR_MS), 'hour')}`;
    if (waited < DAYS_UNTIL_WEEKS * DAY_MS) {
      return `Waiting ${amount(Math.floor(waited / DAY_MS), 'day')}`;
    }
    const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return `Waiting ${inDaysOrMore(isoDate(sent), isoDate(now.getTime()))}`;
  }
  const days = Math.round(dayNumber(today) - dayNumber(entry.dateSubmitted));
  return days <= 0 ? 'Submitted today' : `Waiting ${inDaysOrMore(entry.dateSubmitted, today)}`;
}
