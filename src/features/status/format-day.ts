/** A yyyy-mm-dd day as people read it ("November 24, 2026"), the same in every time zone. */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
