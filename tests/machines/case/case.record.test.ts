import { describe, expect, it } from 'vitest';
import {
  CASE_STATUSES,
  CASES_STORAGE_KEY,
  isCaseId,
  isCaseRecord,
  isCaseStatus,
  newCase,
  MIN_STORED_CASES,
  parseCaseId,
  parseCaseRecord,
  SEED_CASES,
  toLocalIsoDate,
} from '../../../machines/case';
import { SAMPLE_REVIEW_RECORD } from '../../../machines/case/review.sample';
import { parseSurveyAnswers } from '../../../machines/survey';
import { completeAnswers } from '../survey/survey.fixtures';

const valid = { id: 11, name: 'Ada Lovelace', status: 'Open', dateSubmitted: '2026-11-21' };

describe('a stored case (SPEC §3)', () => {
  it('has the statuses Open, Completed and Denied', () => {
    expect([...CASE_STATUSES]).toEqual(['Open', 'Completed', 'Denied']);
    expect(CASE_STATUSES.every(isCaseStatus)).toBe(true);
    expect(['open', 'Closed', '', null].some(isCaseStatus)).toBe(false);
  });

  it('accepts a well-formed case, with or without answers, and keeps only its fields', () => {
    expect(isCaseRecord(valid)).toBe(true);
    expect(parseCaseRecord({ ...valid, extra: 'x' })).toEqual(valid);
    expect(parseCaseRecord({ ...valid, answers: completeAnswers })).toEqual({
      ...valid,
      answers: completeAnswers,
    });
    expect(isCaseRecord({ ...valid, answers: completeAnswers })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a list', [valid]],
    ['a text', 'case'],
    ['a fractional id', { ...valid, id: 1.5 }],
    ['id 0', { ...valid, id: 0 }],
    ['a negative id', { ...valid, id: -4 }],
    ['a text id', { ...valid, id: '11' }],
    ['no name', { ...valid, name: undefined }],
    ['an unknown status', { ...valid, status: 'Closed' }],
    ['a date in another form', { ...valid, dateSubmitted: '21/11/2026' }],
    ['a date with a time', { ...valid, dateSubmitted: '2026-11-21T10:00' }],
    ['a date after other text', { ...valid, dateSubmitted: 'on 2026-11-21' }],
    ['a date that is no text', { ...valid, dateSubmitted: 20261121 }],
    // A list's text form is its items': only a real text may stand for a date.
    ['a date inside a list', { ...valid, dateSubmitted: ['2026-11-21'] }],
    ['a date before other text', { ...valid, dateSubmitted: '2026-11-21 noon' }],
    ['invalid answers', { ...valid, answers: { ...completeAnswers, age: '5' } }],
  ])('refuses %s', (_, value) => expect(isCaseRecord(value)).toBe(false));
});

describe('a case id in a route (SPEC §2: an integer)', () => {
  it.each([
    ['4', 4],
    ['0', 0],
    ['012', 12],
    ['1.5', null],
    ['-1', null],
    ['4a', null],
    ['a4', null],
    ['', null],
    [' 4', null],
    ['1e3', null],
    ['0x10', null],
    ['99999999999999999999', null],
    [undefined, null],
  ])('%j is %j', (text, id) => expect(parseCaseId(text)).toBe(id));
});

describe('dates', () => {
  it('gives the local calendar day as yyyy-mm-dd, zero-padded', () => {
    expect(toLocalIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toLocalIsoDate(new Date(2024, 10, 21, 0, 0))).toBe('2024-11-21');
  });
});

describe('the seeded cases (SPEC §3, §7)', () => {
  it('are ten valid cases, ids 1 to 10, dated 2024-01-06 to 2024-01-15', () => {
    expect(CASES_STORAGE_KEY).toBe('cases');
    expect(MIN_STORED_CASES).toBe(10);
    expect(SEED_CASES.every(isCaseRecord)).toBe(true);
    expect(SEED_CASES.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(SEED_CASES.map((entry) => entry.dateSubmitted)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2024-01-${String(6 + i).padStart(2, '0')}`),
    );
    const names = SEED_CASES.map((entry) => entry.name.trim());
    expect(new Set(names).size).toBe(10);
    expect(names.every((name) => /^\S+ \S+$/.test(name))).toBe(true);
  });

  it('are mostly Open, some Completed, one Denied', () => {
    const count = (status: string) => SEED_CASES.filter((c) => c.status === status).length;
    expect(count('Open')).toBeGreaterThan(5);
    expect(count('Completed')).toBeGreaterThan(0);
    expect(count('Denied')).toBe(1);
  });

  it('have a fixed sample review record: chronic pain Yes, surgeries No, a bike', () => {
    expect(parseSurveyAnswers(SAMPLE_REVIEW_RECORD)).not.toBeNull();
    expect(SAMPLE_REVIEW_RECORD.hasChronicPain).toBe(true);
    expect(SAMPLE_REVIEW_RECORD.hasSurgery).toBe(false);
    expect(SAMPLE_REVIEW_RECORD.wantsToBuy).toMatch(/bike/i);
    expect(SAMPLE_REVIEW_RECORD.name).toMatch(/^\S+ \S+$/);
    expect(SAMPLE_REVIEW_RECORD.riskFactors.trim()).not.toBe('');
    // "Medical Conditions (badges)": the sample shows some.
    expect(SAMPLE_REVIEW_RECORD.medicalConditions.length).toBeGreaterThan(0);
  });
});

describe('a list handed in directly is never a case', () => {
  it('refuses a list that carries a case’s fields', () => {
    expect(parseCaseRecord(Object.assign([], valid))).toBeNull();
    expect(isCaseRecord(Object.assign([], valid))).toBe(false);
  });
});

describe('a case id (a positive integer that can be told apart)', () => {
  it.each([
    [1, true],
    [Number.MAX_SAFE_INTEGER, true],
    [0, false],
    [-3, false],
    [2.5, false],
    [Number.MAX_SAFE_INTEGER + 1, false],
    ['4', false],
  ])('%j is %j', (value, expected) => expect(isCaseId(value)).toBe(expected));
});

describe('a submission as a new case', () => {
  it('is Open, dated today (local), named and with every answer', () => {
    const submitted = parseSurveyAnswers(completeAnswers)!;
    const now = new Date(2026, 10, 24, 23, 30);
    expect(newCase(submitted, now)).toEqual({
      name: 'Ada Lovelace',
      status: 'Open',
      dateSubmitted: '2026-11-24',
      submittedAt: now.toISOString(),
      answers: completeAnswers,
    });
  });
});
