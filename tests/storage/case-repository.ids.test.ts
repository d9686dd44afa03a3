import { describe, expect, it } from 'vitest';
import { SEED_CASES } from '../../machines/case';
import {
  MAX_NAME_LENGTH,
  MAX_RISK_FACTORS_LENGTH,
  type SurveyAnswers,
} from '../../machines/survey';
import { InvalidAnswersError, NoCaseIdLeftError } from '../../src/storage/case-errors';
import { createLocalCaseRepository } from '../../src/storage/case-repository';
import { createStorageHealthStore } from '../../src/storage/storage-health';
import { allowConsoleErrors } from '../support/console';
import { casesWithSubmission, storeCases, storedCases, SUBMITTED_ANSWERS } from './case-fixtures';

const NOW = new Date(2024, 4, 3, 12, 0);

function setUp() {
  const health = createStorageHealthStore();
  return { health, repository: createLocalCaseRepository({ now: () => NOW, health }) };
}

/** Answers as a tampered page or snapshot could hand them over: typed, but not what they say. */
const untrusted = (value: object) => value as SurveyAnswers;

const caseWithId = (id: unknown, name = 'Someone Else') => ({ ...SEED_CASES[0], id, name });

describe('ids: positive safe integers only', () => {
  it.each([
    ['an unsafe id', 1e20],
    ['zero', 0],
    ['a negative id', -3],
    ['a fraction', 4.5],
    ['a numeric string', '12'],
  ])('skips an entry with %s, counts it, and numbers new cases from valid ids', async (_, id) => {
    allowConsoleErrors();
    storeCases([...casesWithSubmission(), caseWithId(id)]);
    const { repository, health } = setUp();

    expect((await repository.list()).map((entry) => entry.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(health.get().skipped).toBe(1);
    expect((await repository.addSubmission(SUBMITTED_ANSWERS)).id).toBe(12);
    // The skipped entry is still stored: skipped on screen, never lost.
    expect(storedCases()).toContainEqual(caseWithId(id));
  });

  it('refuses a submission whose id would no longer be safe, writing nothing', async () => {
    storeCases([...SEED_CASES, caseWithId(Number.MAX_SAFE_INTEGER)]);
    const before = window.localStorage.getItem('cases');
    const { repository } = setUp();

    expect(await repository.get(Number.MAX_SAFE_INTEGER)).toMatchObject({ name: 'Someone Else' });
    const attempt = repository.addSubmission(SUBMITTED_ANSWERS);
    await expect(attempt).rejects.toBeInstanceOf(NoCaseIdLeftError);
    await expect(attempt).rejects.toThrow('No new case number is left');
    expect(window.localStorage.getItem('cases')).toBe(before);
  });

  it('with two entries of one id, the first is the case and the later one is skipped', async () => {
    allowConsoleErrors();
    const duplicate = caseWithId(4, 'Forged Copy');
    storeCases([...SEED_CASES, duplicate]);
    const { repository, health } = setUp();

    const cases = await repository.list();
    expect(cases.filter((entry) => entry.id === 4)).toEqual([SEED_CASES[3]]);
    expect(health.get().skipped).toBe(1);
    expect(await repository.get(4)).toEqual(SEED_CASES[3]);

    await repository.decide(4, 'approve', 'Open');
    const stored = storedCases();
    expect(stored[3]).toEqual({ ...SEED_CASES[3], status: 'Completed' });
    expect(stored[10]).toEqual(duplicate);
  });

  it('skips a stored case whose name breaks the length limit', async () => {
    allowConsoleErrors();
    storeCases([...SEED_CASES, caseWithId(11, 'x'.repeat(MAX_NAME_LENGTH + 1))]);
    expect(await setUp().repository.get(11)).toBeUndefined();
  });
});

describe('submissions are checked where they are stored', () => {
  it.each([
    ['an empty name', { name: '   ' }],
    ['an age of 5', { age: '5' }],
    ['no sex', { sex: null }],
    ['an unknown state', { state: 'Atlantis' }],
    [`a name over ${MAX_NAME_LENGTH} characters`, { name: 'x'.repeat(MAX_NAME_LENGTH + 1) }],
    [
      `risk factors over ${MAX_RISK_FACTORS_LENGTH} characters`,
      { riskFactors: 'x'.repeat(MAX_RISK_FACTORS_LENGTH + 1) },
    ],
  ])('refuses answers with %s and writes nothing', async (_, change) => {
    const { repository } = setUp();
    await repository.list();
    const before = window.localStorage.getItem('cases');
    const attempt = repository.addSubmission(untrusted({ ...SUBMITTED_ANSWERS, ...change }));
    await expect(attempt).rejects.toBeInstanceOf(InvalidAnswersError);
    await expect(attempt).rejects.toThrow('Some answers are missing or not valid');
    expect(window.localStorage.getItem('cases')).toBe(before);
  });

  it('keeps only the known fields, trimmed', async () => {
    const tampered = {
      ...SUBMITTED_ANSWERS,
      name: '  Jane Doe ',
      riskFactors: ' Desk job. ',
      blob: 'x'.repeat(2_000_000),
    };
    const created = await setUp().repository.addSubmission(untrusted(tampered));
    expect(created.answers).toEqual({
      ...SUBMITTED_ANSWERS,
      name: 'Jane Doe',
      riskFactors: 'Desk job.',
    });
    expect(JSON.stringify(storedCases().at(-1))).not.toContain('blob');
  });
});
