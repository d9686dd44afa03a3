import { describe, expect, it, vi } from 'vitest';
import { createLocalCaseRepository } from '../../src/storage/case-repository';
import { createCasesLock } from '../../src/storage/cases-lock';
import { createMemoryStorage, storedCases, SUBMITTED_ANSWERS } from './case-fixtures';

/** A LockManager whose grants the test hands out one by one, in the order asked. */
function heldLocks() {
  const waiting: { name: string; grant: () => void }[] = [];
  const locks = {
    request: (name: string, callback: (lock: Lock | null) => unknown) =>
      new Promise((resolve, reject) => {
        waiting.push({
          name,
          grant: () => Promise.resolve(callback({ name, mode: 'exclusive' })).then(resolve, reject),
        });
      }),
  } as unknown as LockManager;
  return { locks, waiting };
}

describe('one writer at a time', () => {
  it('asks for the "cases" lock and touches storage only once it is granted', async () => {
    const { locks, waiting } = heldLocks();
    const memory = createMemoryStorage();
    const getItem = vi.spyOn(memory.storage, 'getItem');
    const repository = createLocalCaseRepository({
      storage: () => memory.storage,
      lock: createCasesLock(locks),
    });

    const submitted = repository.addSubmission(SUBMITTED_ANSWERS);
    const decided = repository.decide(1, 'approve', 'Open');
    const listed = repository.list();
    await Promise.resolve();
    expect(waiting.map((request) => request.name)).toEqual(['cases', 'cases', 'cases']);
    expect(getItem).not.toHaveBeenCalled();

    for (const request of waiting) request.grant();
    expect((await submitted).id).toBe(11);
    expect((await decided).status).toBe('Completed');
    expect(await listed).toHaveLength(11);
  });

  it('without Web Locks, runs the tasks of the page one after another', async () => {
    const lock = createCasesLock(undefined);
    const order: string[] = [];
    const slow = lock(async () => {
      order.push('slow starts');
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('slow ends');
    });
    const failing = lock(() => {
      order.push('failing runs');
      throw new Error('refused');
    });
    const next = lock(() => order.push('next runs'));
    await slow;
    await expect(failing).rejects.toThrow('refused');
    await next;
    // A failed task does not block the queue.
    expect(order).toEqual(['slow starts', 'slow ends', 'failing runs', 'next runs']);
  });

  it('two repositories sharing one storage, submitting and deciding at once, lose nothing', async () => {
    const tabA = createLocalCaseRepository();
    const tabB = createLocalCaseRepository();
    const results = await Promise.all([
      tabA.addSubmission({ ...SUBMITTED_ANSWERS, name: 'Tab A' }),
      tabB.addSubmission({ ...SUBMITTED_ANSWERS, name: 'Tab B' }),
      tabA.decide(2, 'deny', 'Open'),
      tabB.decide(4, 'approve', 'Open'),
      tabA.addSubmission({ ...SUBMITTED_ANSWERS, name: 'Tab A again' }),
    ]);
    expect(results.map((entry) => entry.id)).toEqual([11, 12, 2, 4, 13]);
    const stored = storedCases() as { id: number; name: string; status: string }[];
    expect(stored.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(stored.slice(10).map((entry) => entry.name)).toEqual(['Tab A', 'Tab B', 'Tab A again']);
    expect(stored[1]?.status).toBe('Denied');
    expect(stored[3]?.status).toBe('Completed');
  });
});
