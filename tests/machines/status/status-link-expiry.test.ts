import { describe, expect, it } from 'vitest';
import {
  isStatusLinkExpired,
  statusLinkExpiresAt,
} from '../../../machines/status/status-link-expiry';

// The rule: a link works until 13 months after the case's last decision.
const decidedAt = new Date('2026-03-10T14:30:00Z');
const thirteenMonthsLater = new Date('2027-04-10T14:30:00Z');

describe('a status link', () => {
  it('expires 13 calendar months after the last decision', () => {
    expect(statusLinkExpiresAt(decidedAt)).toEqual(thirteenMonthsLater);
  });

  it('works the day before 13 months are over', () => {
    expect(isStatusLinkExpired(decidedAt, new Date('2027-04-09T14:30:00Z'))).toBe(false);
    expect(isStatusLinkExpired(decidedAt, new Date('2027-04-10T14:29:59Z'))).toBe(false);
  });

  it('has expired at 13 months and after', () => {
    expect(isStatusLinkExpired(decidedAt, thirteenMonthsLater)).toBe(true);
    expect(isStatusLinkExpired(decidedAt, new Date('2027-04-11T14:30:00Z'))).toBe(true);
  });

  it('of a decision on a day the later month lacks ends on that month’s last day', () => {
    expect(statusLinkExpiresAt(new Date('2026-01-31T08:00:00Z'))).toEqual(
      new Date('2027-02-28T08:00:00Z'),
    );
  });

  it('of a case never decided does not expire', () => {
    expect(statusLinkExpiresAt(null)).toBeNull();
    expect(isStatusLinkExpired(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});
