import { describe, expect, it } from 'vitest';
import { waitingTime } from '../../../machines/case/case.waiting';

// Fixed instants in UTC (no daylight saving); expected wordings are the issues' examples
// ("Waiting 3 hours", "Waiting 5 days", "Waiting 2 years": the largest sensible unit),
// written out in full words for screen readers.
const at = (iso: string) => new Date(iso);
const submittedAt = (iso: string) => ({ dateSubmitted: iso.slice(0, 10), submittedAt: iso });

describe('how long an Open case has waited, from its submission time', () => {
  it('says less than an hour for the first hour', () => {
    const sent = submittedAt('2026-11-24T10:00:00.000Z');
    expect(waitingTime(sent, at('2026-11-24T10:00:00.000Z'), '2026-11-24')).toBe(
      'Waiting less than an hour',
    );
    expect(waitingTime(sent, at('2026-11-24T10:59:59.999Z'), '2026-11-24')).toBe(
      'Waiting less than an hour',
    );
  });

  it('counts whole hours, one hour in the singular', () => {
    const sent = submittedAt('2026-11-24T10:00:00.000Z');
    expect(waitingTime(sent, at('2026-11-24T11:00:00.000Z'), '2026-11-24')).toBe('Waiting 1 hour');
    expect(waitingTime(sent, at('2026-11-24T13:59:00.000Z'), '2026-11-24')).toBe('Waiting 3 hours');
    expect(waitingTime(sent, at('2026-11-25T09:59:59.999Z'), '2026-11-25')).toBe(
      'Waiting 23 hours',
    );
  });

  it('counts hours across midnight, not a calendar day', () => {
    const sent = submittedAt('2026-11-24T23:30:00.000Z');
    expect(waitingTime(sent, at('2026-11-25T00:30:00.000Z'), '2026-11-25')).toBe('Waiting 1 hour');
  });

  it('counts whole days of 24 hours from the first full day', () => {
    const sent = submittedAt('2026-11-24T10:00:00.000Z');
    expect(waitingTime(sent, at('2026-11-25T10:00:00.000Z'), '2026-11-25')).toBe('Waiting 1 day');
    expect(waitingTime(sent, at('2026-11-26T12:00:00.000Z'), '2026-11-26')).toBe('Waiting 2 days');
    expect(waitingTime(sent, at('2026-12-08T09:59:59.999Z'), '2026-12-08')).toBe('Waiting 13 days');
  });

  it('reads a long wait in its largest sensible unit: weeks, months, years', () => {
    const sent = submittedAt('2026-11-24T10:00:00.000Z');
    const waited = (iso: string) => waitingTime(sent, at(iso), iso.slice(0, 10));
    expect(waited('2026-12-08T10:00:00.000Z')).toBe('Waiting 2 weeks');
    expect(waited('2027-01-18T10:00:00.000Z')).toBe('Waiting 7 weeks');
    expect(waited('2027-01-19T10:00:00.000Z')).toBe('Waiting 1 month');
    expect(waited('2027-05-24T10:00:00.000Z')).toBe('Waiting 6 months');
    expect(waited('2027-11-23T10:00:00.000Z')).toBe('Waiting 11 months');
    expect(waited('2027-11-24T10:00:00.000Z')).toBe('Waiting 1 year');
    expect(waited('2029-11-24T10:00:00.000Z')).toBe('Waiting 3 years');
  });

  it('reads a clock a little behind the submission as just arrived', () => {
    const sent = submittedAt('2026-11-24T10:00:00.000Z');
    expect(waitingTime(sent, at('2026-11-24T09:59:00.000Z'), '2026-11-24')).toBe(
      'Waiting less than an hour',
    );
  });
});

describe('how long a case known by its date alone has waited (the seeded samples)', () => {
  const sample = { dateSubmitted: '2026-11-20' };

  it('says submitted today on its own date', () => {
    expect(waitingTime(sample, at('2026-11-20T23:59:00.000Z'), '2026-11-20')).toBe(
      'Submitted today',
    );
  });

  it('counts calendar days to today, across midnight, months and years', () => {
    expect(waitingTime(sample, at('2026-11-21T00:01:00.000Z'), '2026-11-21')).toBe('Waiting 1 day');
    expect(waitingTime(sample, at('2026-12-01T12:00:00.000Z'), '2026-12-01')).toBe(
      'Waiting 11 days',
    );
    expect(
      waitingTime({ dateSubmitted: '2024-02-28' }, at('2024-03-01T00:00:00Z'), '2024-03-01'),
    ).toBe('Waiting 2 days');
    expect(
      waitingTime({ dateSubmitted: '2025-12-31' }, at('2026-01-01T00:00:00Z'), '2026-01-01'),
    ).toBe('Waiting 1 day');
  });

  it('reads the seeded samples’ long waits in years, months and weeks, not days', () => {
    const seeded = { dateSubmitted: '2024-01-06' };
    const today = (date: string) => waitingTime(seeded, at(`${date}T12:00:00.000Z`), date);
    // The "Waiting 1055 days" on 2026-11-26.
    expect(today('2026-11-26')).toBe('Waiting 2 years');
    expect(today('2025-01-05')).toBe('Waiting 11 months');
    expect(today('2025-01-06')).toBe('Waiting 1 year');
    expect(today('2024-01-19')).toBe('Waiting 13 days');
    expect(today('2024-01-20')).toBe('Waiting 2 weeks');
    expect(today('2024-03-01')).toBe('Waiting 7 weeks');
    expect(today('2024-03-02')).toBe('Waiting 1 month');
    expect(
      waitingTime({ dateSubmitted: '2024-01-31' }, at('2024-05-30T12:00:00Z'), '2024-05-30'),
    ).toBe('Waiting 3 months');
  });

  it('groups a count of a thousand or more as English does, with commas', () => {
    const ancient = { dateSubmitted: '0900-01-01' };
    expect(waitingTime(ancient, at('2026-11-29T12:00:00.000Z'), '2026-11-29')).toBe(
      'Waiting 1,126 years',
    );
  });

  it('says submitted today for a date after today (a clock set back)', () => {
    expect(waitingTime(sample, at('2026-11-19T12:00:00.000Z'), '2026-11-19')).toBe(
      'Submitted today',
    );
  });
});
