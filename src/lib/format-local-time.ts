/** en-GB's short month names, as Intl wrote them before this was written out ("Sept"). */
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as "22 Nov 2026, 10:04", in the reviewer's own time zone and a 24-hour clock.
 * Written out rather than asked of Intl: a page's first use of Intl loads its locale data,
 * tens of milliseconds in one task, which the review page would pay as it first renders
 * (docs/decisions/2026-11-29-reviewer-pages-without-intl.md). The Date's own local fields
 * need none of it.
 */
export function formatLocalTime(iso: string): string {
  const at = new Date(iso);
  const day = `${at.getDate()} ${MONTHS[at.getMonth()]} ${at.getFullYear()}`;
  return `${day}, ${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}
