/** A letter is valid for 12 months from its issue date (what HSA/FSA plans typically accept). */
export const VALIDITY_MONTHS = 12;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The last day a letter issued on `issuedOn` (yyyy-mm-dd) is valid: the same day 12 months
 * later, or that month's last day when it has no such day (29 February → 28 February).
 */
export function validUntil(issuedOn: string): string {
  const match = ISO_DATE.exec(issuedOn);
  if (!match) throw new Error(`Not a yyyy-mm-dd date: ${issuedOn}`);
  const [, yearText, monthText, dayText] = match;
  const totalMonths = Number(monthText) - 1 + VALIDITY_MONTHS;
  const year = Number(yearText) + Math.floor(totalMonths / 12);
  const month = (totalMonths % 12) + 1;
  const day = Math.min(Number(dayText), daysInMonth(year, month));
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A yyyy-mm-dd date as a letter writes it: "November 24, 2026". */
export function formatLetterDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${MONTH_NAMES[Number(month) - 1]} ${Number(day)}, ${year}`;
}
