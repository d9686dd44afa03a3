import { describe, expect, it } from 'vitest';
import { isDecisionRecord } from '../../../machines/case';

const valid = {
  reviewer: 'ann',
  decidedAt: '2026-11-22T10:04:00.000Z',
  fromStatus: 'Open',
  toStatus: 'Completed',
};

describe('isDecisionRecord', () => {
  it('accepts a well-formed entry', () => {
    expect(isDecisionRecord(valid)).toBe(true);
  });

  it.each([
    ['no object', null],
    ['a list', [valid]],
    ['no reviewer', { ...valid, reviewer: '' }],
    ['a reviewer that is not text', { ...valid, reviewer: 7 }],
    ['a date that is not a date', { ...valid, decidedAt: 'yesterday' }],
    ['a date that is not text', { ...valid, decidedAt: 1_700_000_000 }],
    // A number reads as a year once turned into text: only real text may stand for a date.
    ['a year as a number', { ...valid, decidedAt: 2024 }],
    ['a list carrying the fields', Object.assign([], valid)],
    ['an unknown from status', { ...valid, fromStatus: 'Pending' }],
    ['an unknown to status', { ...valid, toStatus: 'Done' }],
  ])('refuses %s', (_label, value) => {
    expect(isDecisionRecord(value)).toBe(false);
  });
});
