import { describe, expect, it, vi } from 'vitest';
import { SEED_CASES, type CaseRecord } from '../../machines/case';
import {
  CaseConflictError,
  createLocalCaseRepository,
  StorageWriteError,
} from '../../src/storage/case-repository';
import { createStorageHealthStore } from '../../src/storage/storage-health';
import { allowConsoleErrors } from '../support/console';
import { casesWithSubmission, createMemoryStorage, SUBMITTED_ANSWERS } from './case-fixtures';

const ALL = { search: '', status: 'All', sort: null } as const;

/** Two tabs of one browser: two repositories over one storage. */
function twoTabs(initial: readonly unknown[] = casesWithSubmission()) {
  const memory = createMemoryStorage({ cases: JSON.stringify(initial) });
  const health = createStorageHealthStore();
  const open = () => createLocalCaseRepository({ storage: () => memory.storage, health });
  return { memory, health, thisTab: open(), otherTab: open() };
}

/** Writes `cases` the way a tab that does not use this repository would. */
function storeDirectly(memory: ReturnType<typeof createMemoryStorage>, entries: unknown[]) {
  memory.values.set('cases', JSON.stringify(entries));
}

describe('reading unchanged cases again', () => {
  it('still reads storage every time, and reuses what it parsed from the same text', async () => {
    const { memory, thisTab } = twoTabs();
    const getItem = vi.spyOn(memory.storage, 'getItem');
    const first = await thisTab.list();
    const second = await thisTab.list();
    expect(getItem).toHaveBeenCalledTimes(2);
    expect(second).toEqual(casesWithSubmission());
    expect(second[10]).toBe(first[10]);
    expect(await thisTab.get(11)).toBe(first[10]);
  });

  it('reports the skipped entries on every read, as the first read did', async () => {
    const errors = allowConsoleErrors();
    const { health, thisTab } = twoTabs([...casesWithSubmission(), { id: 'twelve' }, 'junk']);
    await thisTab.list();
    health.set({ problem: null, skipped: 0 });
    expect(await thisTab.list()).toEqual(casesWithSubmission());
    expect(health.get()).toEqual({ problem: null, skipped: 2 });
    expect(errors).toHaveLength(2);
  });
});

describe('reading cases that changed', () => {
  it('shows a change another tab wrote, even one of the same length', async () => {
    const { memory, thisTab } = twoTabs();
    await thisTab.list();
    const renamed = casesWithSubmission().map((entry) =>
      entry.id === 1 ? { ...entry, name: entry.name.replace(/^./, 'X') } : entry,
    );
    storeDirectly(memory, renamed);
    expect(await thisTab.list()).toEqual(renamed);
    expect(await thisTab.get(1)).toEqual(renamed[0]);
  });

  it('shows a decision taken in another tab in the list and in every window', async () => {
    const { thisTab, otherTab } = twoTabs();
    const query = { ...ALL, status: 'Open', offset: 0, limit: 100 } as const;
    const before = await thisTab.listPage(query);
    await otherTab.decide(before.cases[0]!.id, 'deny', 'Open');
    const after = await thisTab.listPage(query);
    expect(after.total).toBe(before.total - 1);
    expect(after.cases).toEqual(before.cases.slice(1));
  });

  it('shows its own writes at once', async () => {
    const { thisTab } = twoTabs();
    await thisTab.list();
    await thisTab.decide(1, 'approve', 'Open');
    const created = await thisTab.addSubmission(SUBMITTED_ANSWERS);
    const cases = await thisTab.list();
    expect(cases.find((entry) => entry.id === 1)?.status).toBe('Completed');
    expect(cases.at(-1)).toEqual(created);
  });

  it('re-reads under the lock before a write: a case another tab added is kept', async () => {
    const { memory, thisTab } = twoTabs();
    await thisTab.list();
    const added: CaseRecord = {
      id: 12,
      name: 'Other Tab',
      status: 'Open',
      dateSubmitted: '2024-05-04',
    };
    storeDirectly(memory, [...casesWithSubmission(), added]);
    expect((await thisTab.addSubmission(SUBMITTED_ANSWERS)).id).toBe(13);
    expect(await thisTab.get(12)).toEqual(added);
  });

  it('never writes after a failed read, though an earlier read was remembered', async () => {
    allowConsoleErrors();
    const { memory, thisTab } = twoTabs();
    await thisTab.list();
    const stored = memory.values.get('cases');
    memory.control.failReads = true;
    expect(await thisTab.list()).toEqual(SEED_CASES);
    await expect(thisTab.decide(11, 'approve', 'Open')).rejects.toBeInstanceOf(StorageWriteError);
    await expect(thisTab.addSubmission(SUBMITTED_ANSWERS)).rejects.toBeInstanceOf(
      StorageWriteError,
    );
    expect(memory.writes).toEqual([]);
    expect(memory.values.get('cases')).toBe(stored);

    memory.control.failReads = false;
    expect(await thisTab.list()).toEqual(casesWithSubmission());
  });
});

describe('what a read hands out cannot change what the next read returns', () => {
  it('refuses changes to the list, to a case and to its answers', async () => {
    const { thisTab } = twoTabs();
    const cases = (await thisTab.list()) as CaseRecord[];
    const submitted = cases[10]!;
    expect(() => cases.push(submitted)).toThrow(TypeError);
    expect(() => cases.reverse()).toThrow(TypeError);
    expect(() => Object.assign(submitted, { status: 'Completed' })).toThrow(TypeError);
    expect(() => (submitted.answers!.medicalConditions as string[]).push('Asthma')).toThrow(
      TypeError,
    );
    const found = (await thisTab.get(1))!;
    expect(() => Object.assign(found, { name: 'Someone Else' })).toThrow(TypeError);
    expect(await thisTab.list()).toEqual(casesWithSubmission());
  });

  it('refuses changes to the case a refused decision carries, and to its answers', async () => {
    const { thisTab } = twoTabs();
    const conflict = await thisTab.decide(11, 'approve', 'Denied').catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(CaseConflictError);
    const { current } = conflict as CaseConflictError;
    expect(() => Object.assign(current, { status: 'Denied' })).toThrow(TypeError);
    expect(() => (current.answers!.medicalConditions as string[]).push('Asthma')).toThrow(
      TypeError,
    );
    expect(await thisTab.get(11)).toEqual(casesWithSubmission()[10]);
  });

  it('gives each window its own array, which the caller may reorder freely', async () => {
    const { thisTab } = twoTabs();
    const page = await thisTab.listPage({ ...ALL, offset: 0, limit: 5 });
    page.cases.reverse();
    const again = await thisTab.listPage({ ...ALL, offset: 0, limit: 5 });
    expect(again.cases.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
    expect(() => Object.assign(again.cases[0]!, { status: 'Denied' })).toThrow(TypeError);
  });
});
