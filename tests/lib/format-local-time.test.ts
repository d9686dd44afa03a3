import { describe, expect, it } from 'vitest';
import { formatLocalTime } from '../../src/lib/format-local-time';

// Instants built from local fields, so the expectations hold in any time zone the tests run in.
const local = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

describe('an instant as a reviewer reads it', () => {
  it('reads as day, short month, year and a 24-hour time, in the local time zone', () => {
    // The review page's example: "Approved by ann on 22 Nov 2026, 10:04".
    expect(formatLocalTime(local(2026, 11, 22, 10, 4))).toBe('22 Nov 2026, 10:04');
    expect(formatLocalTime(local(2026, 1, 5, 0, 0))).toBe('5 Jan 2026, 00:00');
    expect(formatLocalTime(local(2027, 12, 31, 23, 59))).toBe('31 Dec 2027, 23:59');
  });

  it('names every month as en-GB writes it short (September as "Sept")', () => {
    const months = Array.from(
      { length: 12 },
      (_, index) => formatLocalTime(local(2026, index + 1, 1, 12, 0)).split(' ')[1],
    );
    expect(months).toEqual([
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
    ]);
  });
});
