import { describe, expect, it, vi } from 'vitest';
import { SEED_CASES } from '../../machines/case';
import { createLocalCaseRepository } from '../../src/storage/case-repository';
import { createCasesCoherence, type CasesCoherence } from '../../src/storage/cases-coherence';
import { createCasesLock } from '../../src/storage/cases-lock';
import type { RevisionAuthority } from '../../src/storage/cases-revision';
import { SAVE_MESSAGES } from '../../src/storage/storage-errors';
import { createStorageHealthStore } from '../../src/storage/storage-health';
import { createLaggingStorages, createMemoryAuthority, SUBMITTED_ANSWERS } from './case-fixtures';

/** From the decision note: how long a tab waits for its copy, and when a copy is "cleared". */
const CATCH_UP_MS = 1_500;
const CLEARED_AFTER_MS = 10_000;

interface Setup {
  authority: RevisionAuthority | undefined;
  initial?: Record<string, string>;
  /** Called at each pause of a waiting tab, with how many pauses it made so far. */
  onPause?: (pauses: number) => void;
}

/** Two tabs of one origin in separate processes, sharing the cases lock and a fake clock. */
function twoTabs({ authority, initial, onPause }: Setup) {
  const origin = createLaggingStorages(initial);
  const clock = { now: 5_000_000, pauses: 0 };
  const lock = createCasesLock(undefined);
  const openTab = () => {
    const tab = origin.openTab();
    const coherence: CasesCoherence = createCasesCoherence({
      storage: () => tab.storage,
      authority,
      now: () => clock.now,
      pause: (ms) => {
        clock.now += ms;
        clock.pauses += 1;
        onPause?.(clock.pauses);
        return Promise.resolve();
      },
    });
    const repository = createLocalCaseRepository({
      storage: () => tab.storage,
      lock,
      coherence,
      health: createStorageHealthStore(),
      now: () => new Date(2024, 4, 3),
    });
    return { ...tab, repository };
  };
  return { origin, clock, a: openTab(), b: openTab() };
}

const named = (name: string) => ({ ...SUBMITTED_ANSWERS, name });

function sharedCases(origin: ReturnType<typeof createLaggingStorages>) {
  return JSON.parse(origin.shared.get('cases') ?? '[]') as { id: number; name: string }[];
}

describe('a tab whose copy of storage lags another tab’s write', () => {
  it('without a revision authority, the lock alone loses the other tab’s case', async () => {
    const { origin, a, b } = twoTabs({ authority: undefined });
    await a.repository.addSubmission(named('First Tab'));
    // B holds the lock after A, but its copy has not received A's write yet.
    await b.repository.addSubmission(named('Second Tab'));
    expect(sharedCases(origin).map((entry) => entry.name)).not.toContain('First Tab');
  });

  it('waits under the lock until its copy shows the latest revision, then keeps both', async () => {
    const { authority } = createMemoryAuthority();
    let deliver = () => undefined as void;
    const { origin, clock, a, b } = twoTabs({
      authority,
      // A's write reaches B's copy only after B has waited a few polls.
      onPause: (pauses) => pauses === 3 && deliver(),
    });
    deliver = b.deliver;
    const first = await a.repository.addSubmission(named('First Tab'));
    expect(b.behind()).toBe(true);

    const second = await b.repository.addSubmission(named('Second Tab'));
    expect(clock.pauses).toBe(3);
    expect([first.id, second.id]).toEqual([11, 12]);
    const cases = sharedCases(origin);
    expect(cases).toHaveLength(SEED_CASES.length + 2);
    expect(cases.slice(-2).map((entry) => entry.name)).toEqual(['First Tab', 'Second Tab']);
    expect(origin.shared.get('cases.revision')).toBe('2');
  });

  it('writes nothing when the copy does not catch up in time, and says to try again', async () => {
    const { authority, state } = createMemoryAuthority();
    const { origin, clock, a, b } = twoTabs({ authority });
    await a.repository.addSubmission(named('First Tab'));
    const before = origin.shared.get('cases');
    const started = clock.now;

    await expect(b.repository.addSubmission(named('Second Tab'))).rejects.toThrow(
      SAVE_MESSAGES.notCurrent,
    );
    expect(clock.now - started).toBeGreaterThanOrEqual(CATCH_UP_MS);
    expect(clock.now - started).toBeLessThan(CATCH_UP_MS + 100);
    expect(origin.shared.get('cases')).toBe(before);
    expect(state.latest.revision).toBe(1);

    // Once the copy has caught up, the same save goes through.
    b.deliver();
    const retried = await b.repository.addSubmission(named('Second Tab'));
    expect(retried.id).toBe(12);
    expect(sharedCases(origin)).toHaveLength(SEED_CASES.length + 2);
  });

  it('keeps two decisions on different cases, and tells the second of two on one case', async () => {
    const { authority } = createMemoryAuthority();
    let deliver = () => undefined as void;
    const { origin, a, b } = twoTabs({ authority, onPause: () => deliver() });
    await a.repository.list();
    deliver = b.deliver;
    b.deliver();
    await a.repository.decide(1, 'approve', 'Open');
    expect(b.behind()).toBe(true);
    await b.repository.decide(2, 'deny', 'Open');
    const statusOf = (id: number) =>
      (sharedCases(origin).find((entry) => entry.id === id) as { status?: string }).status;
    expect([statusOf(1), statusOf(2)]).toEqual(['Completed', 'Denied']);

    deliver = a.deliver;
    await a.repository.decide(4, 'approve', 'Open');
    deliver = b.deliver;
    await expect(b.repository.decide(4, 'deny', 'Open')).rejects.toMatchObject({
      name: 'CaseConflictError',
    });
    expect(statusOf(4)).toBe('Completed');
  });

  it('waits before the reseed too, so an empty copy never writes the samples over cases', async () => {
    const { authority } = createMemoryAuthority();
    let deliver = () => undefined as void;
    const { origin, a, b } = twoTabs({ authority, onPause: () => deliver() });
    deliver = b.deliver;
    await a.repository.addSubmission(named('First Tab'));
    // B's copy still has no `cases` at all: reading it would reseed.
    const listed = await b.repository.list();
    expect(listed.map((entry) => entry.name)).toContain('First Tab');
    expect(sharedCases(origin).map((entry) => entry.name)).toContain('First Tab');
  });

  it('a copy still behind shows the samples without writing them over the stored cases', async () => {
    const { authority } = createMemoryAuthority();
    const { origin, a, b } = twoTabs({ authority });
    await a.repository.addSubmission(named('First Tab'));
    const before = origin.shared.get('cases');
    const listed = await b.repository.list();
    expect(listed).toHaveLength(SEED_CASES.length);
    expect(origin.shared.get('cases')).toBe(before);
  });

  it('a revision long since written that the copy never shows means storage was cleared', async () => {
    const { authority, state } = createMemoryAuthority({ revision: 7, at: 5_000_000 });
    const { origin, clock, b } = twoTabs({ authority });
    clock.now += CLEARED_AFTER_MS;
    const created = await b.repository.addSubmission(named('After Clearing'));
    expect(created.id).toBe(11);
    expect(origin.shared.get('cases.revision')).toBe('8');
    expect(state.latest.revision).toBe(8);
  });

  it('where the authority cannot be read, writes as before and says so in the console', async () => {
    const { authority, state } = createMemoryAuthority();
    state.failReads = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { a } = twoTabs({ authority });
    expect((await a.repository.addSubmission(named('First Tab'))).id).toBe(11);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not be read'),
      expect.anything(),
    );
    warn.mockRestore();
  });
});
