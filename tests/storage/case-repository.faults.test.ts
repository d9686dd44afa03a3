import { describe, expect, it } from 'vitest';
import { SEED_CASES } from '../../machines/case';
import { createLocalCaseRepository, StorageWriteError } from '../../src/storage/case-repository';
import { MAX_CASE_BACKUPS } from '../../src/storage/case-backups';
import { createStorageHealthStore } from '../../src/storage/storage-health';
import { allowConsoleErrors } from '../support/console';
import { casesWithSubmission, createMemoryStorage, SUBMITTED_ANSWERS } from './case-fixtures';

const UNREADABLE = /could not be read, so nothing can be saved until it works again/;

function setUp(initial: Record<string, string>) {
  const memory = createMemoryStorage(initial);
  const health = createStorageHealthStore();
  let time = 1_700_000_000_000;
  const repository = createLocalCaseRepository({
    storage: () => memory.storage,
    health,
    now: () => new Date((time += 1)),
  });
  return { ...memory, health, repository };
}

const stored = JSON.stringify(casesWithSubmission());

describe('a storage that throws on read only', () => {
  it('shows the sample cases, says so, refuses every write and overwrites nothing', async () => {
    allowConsoleErrors();
    const { repository, control, values, writes, health } = setUp({ cases: stored });
    control.failReads = true;

    expect(await repository.list()).toEqual(SEED_CASES);
    expect(health.get()).toEqual({ problem: 'unreadable', skipped: 0 });
    await expect(repository.addSubmission(SUBMITTED_ANSWERS)).rejects.toThrow(UNREADABLE);
    await expect(repository.decide(1, 'approve', 'Open')).rejects.toThrow(UNREADABLE);

    expect(writes).toEqual([]);
    expect(values.get('cases')).toBe(stored);
  });

  it('works again, and says nothing more, once storage can be read', async () => {
    allowConsoleErrors();
    const { repository, control, health } = setUp({ cases: stored });
    control.failReads = true;
    await repository.list();
    control.failReads = false;

    expect(await repository.list()).toEqual(casesWithSubmission());
    expect(health.get()).toEqual({ problem: null, skipped: 0 });
    expect((await repository.addSubmission(SUBMITTED_ANSWERS)).id).toBe(12);
  });

  it('refuses writes when the storage object itself cannot be reached', async () => {
    allowConsoleErrors();
    const repository = createLocalCaseRepository({
      health: createStorageHealthStore(),
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(await repository.list()).toEqual(SEED_CASES);
    await expect(repository.decide(1, 'approve', 'Open')).rejects.toBeInstanceOf(StorageWriteError);
  });
});

describe('a storage that throws on write only', () => {
  it('keeps the stored cases and reports the full storage on a save', async () => {
    const { repository, control, values } = setUp({ cases: stored });
    control.failWrites = true;
    await expect(repository.addSubmission(SUBMITTED_ANSWERS)).rejects.toThrow(
      "This browser's storage is full, so nothing could be saved.",
    );
    await expect(repository.decide(1, 'approve', 'Open')).rejects.toBeInstanceOf(StorageWriteError);
    expect(values.get('cases')).toBe(stored);
    expect(await repository.list()).toEqual(casesWithSubmission());
  });

  it('says the sample cases could not be saved when nothing was stored', async () => {
    allowConsoleErrors();
    const { repository, control, health } = setUp({});
    control.failWrites = true;
    expect(await repository.list()).toEqual(SEED_CASES);
    expect(health.get().problem).toBe('seedNotSaved');
  });
});

describe('a storage that throws on backup only', () => {
  it('never replaces a value it could not back up, and refuses writes', async () => {
    const errors = allowConsoleErrors();
    const { repository, control, values, writes, health } = setUp({ cases: '{"4 MB": [' });
    control.failWritesTo = /^cases\.corrupt\./;

    expect(await repository.list()).toEqual(SEED_CASES);
    expect(health.get()).toEqual({ problem: 'notBackedUp', skipped: 0 });
    await expect(repository.addSubmission(SUBMITTED_ANSWERS)).rejects.toThrow(UNREADABLE);
    expect(values.get('cases')).toBe('{"4 MB": [');
    expect(writes).toEqual([]);
    expect(errors.flat().join(' ')).toMatch(/could not be backed up/);
  });
});

describe('backups of unreadable values', () => {
  it(`keeps only the newest ${MAX_CASE_BACKUPS}`, async () => {
    allowConsoleErrors();
    const { repository, values } = setUp({});
    for (let n = 1; n <= 5; n += 1) {
      values.set('cases', `broken value ${n}`);
      await repository.list();
    }
    const backups = [...values.keys()].filter((key) => key.startsWith('cases.corrupt.')).sort();
    expect(backups).toHaveLength(3);
    expect(backups.map((key) => values.get(key))).toEqual([
      'broken value 3',
      'broken value 4',
      'broken value 5',
    ]);
  });
});
