import { describe, expect, it } from 'vitest';
import { CaseConflictError, SEED_CASES } from '../../machines/case';
import { CaseNotFoundError, createLocalCaseRepository } from '../../src/storage/case-repository';
import { storeCases, storedCases, storedStatus } from './case-fixtures';

const repository = () => createLocalCaseRepository();

describe('decide: against the status the reviewer saw', () => {
  it('applies the decision when the case still has that status (SPEC §4)', async () => {
    expect(await repository().decide(1, 'approve', 'Open')).toEqual({
      ...SEED_CASES[0],
      status: 'Completed',
    });
    expect(storedStatus(1)).toBe('Completed');
    await repository().decide(1, 'deny', 'Completed');
    expect(storedStatus(1)).toBe('Denied');
    await repository().decide(1, 'approve', 'Denied');
    expect(storedStatus(1)).toBe('Completed');
  });

  it('writes nothing and throws CaseConflictError with the current case when it changed', async () => {
    const reviewerA = repository();
    const reviewerB = repository();
    await reviewerB.list(); // B opens the Deny dialog on an Open case ...
    await reviewerA.decide(2, 'approve', 'Open'); // ... while A approves it in another tab.
    const before = window.localStorage.getItem('cases');

    const attempt = reviewerB.decide(2, 'deny', 'Open');
    await expect(attempt).rejects.toBeInstanceOf(CaseConflictError);
    await expect(attempt).rejects.toMatchObject({
      current: { ...SEED_CASES[1], status: 'Completed' },
    });
    expect(window.localStorage.getItem('cases')).toBe(before);
    expect(storedStatus(2)).toBe('Completed');
  });

  it('approving a Completed case keeps it Completed (the lifecycle allows no other outcome)', async () => {
    expect((await repository().decide(3, 'approve', 'Completed')).status).toBe('Completed');
    expect(storedStatus(3)).toBe('Completed');
  });

  it('throws CaseNotFoundError for an id with no case, writing nothing', async () => {
    storeCases(SEED_CASES);
    const before = window.localStorage.getItem('cases');
    await expect(repository().decide(99, 'deny', 'Open')).rejects.toBeInstanceOf(CaseNotFoundError);
    expect(window.localStorage.getItem('cases')).toBe(before);
  });

  it('keeps every other field of the stored entry', async () => {
    storeCases(SEED_CASES.map((entry) => (entry.id === 5 ? { ...entry, note: 'kept' } : entry)));
    await repository().decide(5, 'approve', 'Denied');
    expect(storedCases()[4]).toEqual({ ...SEED_CASES[4], status: 'Completed', note: 'kept' });
  });
});
