import { describe, expect, it, vi } from 'vitest';
import { SEED_CASES } from '../../machines/case';
import { ANSWERS_VERSION } from '../../machines/survey';
import { VERSION_KEY } from '../../machines/survey/survey.answer-sets';
import {
  CaseNotFoundError,
  createLocalCaseRepository,
  StorageWriteError,
} from '../../src/storage/case-repository';
import { allowConsoleErrors } from '../support/console';
import {
  casesWithSubmission,
  createMemoryStorage,
  storeCases,
  storedCases,
  storedStatus,
  SUBMITTED_ANSWERS,
} from './case-fixtures';

const NOW = new Date(2024, 4, 3, 23, 30); // 3 May 2024, late evening local time
const repository = () => createLocalCaseRepository({ now: () => NOW });
const backupKey = `cases.corrupt.${NOW.getTime()}`;

describe('caseRepository: the seeding rule of SPEC §7', () => {
  it('writes and uses the ten sample cases when nothing is stored', async () => {
    expect(await repository().list()).toEqual(SEED_CASES);
    expect(storedCases()).toEqual(SEED_CASES);
  });

  it.each([
    ['text that is not JSON', '{"cases": [1, 2'],
    ['a JSON object', '{"id": 1, "name": "John Smith"}'],
    ['JSON null', 'null'],
    ['a list of three', JSON.stringify(SEED_CASES.slice(0, 3))],
  ])(
    'reseeds when the stored value is %s, keeping the old text under a backup key',
    async (_, raw) => {
      const errors = allowConsoleErrors();
      window.localStorage.setItem('cases', raw);

      expect(await repository().list()).toEqual(SEED_CASES);

      expect(storedCases()).toEqual(SEED_CASES);
      expect(window.localStorage.getItem(backupKey)).toBe(raw);
      expect(errors).toHaveLength(1);
      expect(String(errors[0]?.[0])).toContain(backupKey);
    },
  );

  it('logs the failure without writing the stored text to the console', async () => {
    const errors = allowConsoleErrors();
    window.localStorage.setItem('cases', '[{"name": "Private Person", "answers": ');
    await repository().list();
    expect(errors.flat().map(String).join(' ')).not.toContain('Private Person');
  });

  it('never overwrites an earlier backup taken in the same millisecond', async () => {
    allowConsoleErrors();
    window.localStorage.setItem('cases', 'first broken value');
    await repository().list();
    window.localStorage.setItem('cases', 'second broken value');
    await repository().list();
    expect(window.localStorage.getItem(backupKey)).toBe('first broken value');
    expect(window.localStorage.getItem(`${backupKey}.1`)).toBe('second broken value');
  });

  it('keeps a list of exactly ten as it is', async () => {
    const ten = SEED_CASES.map((entry) => ({ ...entry, status: 'Denied' as const }));
    storeCases(ten);
    expect(await repository().list()).toEqual(ten);
    expect(storedCases()).toEqual(ten);
  });

  it('keeps eleven or more entries as they are', async () => {
    storeCases(casesWithSubmission());
    expect(await repository().list()).toEqual(casesWithSubmission());
    expect(storedCases()).toEqual(casesWithSubmission());
  });

  it('skips malformed entries inside a valid list, logs them, and keeps them on write', async () => {
    const errors = allowConsoleErrors();
    const malformed = [{ id: 'twelve', name: 'Broken' }, 'not a case', { id: 13, status: 'Lost' }];
    storeCases([...casesWithSubmission(), ...malformed]);

    const cases = await repository().list();
    expect(cases.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(errors.length).toBeGreaterThan(0);

    await repository().decide(2, 'approve', 'Open');
    expect(storedCases().slice(-3)).toEqual(malformed);
    expect(storedStatus(2)).toBe('Completed');
  });

  it('treats an entry with invalid answers as malformed', async () => {
    allowConsoleErrors();
    const entries = casesWithSubmission();
    storeCases([...entries, { ...entries[10], id: 12, answers: { name: '' } }]);
    expect((await repository().list()).map((entry) => entry.id)).not.toContain(12);
    expect(await repository().get(12)).toBeUndefined();
  });
});

describe('caseRepository: reading one case', () => {
  it('gets a case with its answers, and undefined for an id with no case', async () => {
    // Stored as before answer sets said their version: read as the first survey's.
    storeCases(casesWithSubmission());
    expect(await repository().get(11)).toMatchObject({
      name: 'Jane Doe',
      answers: SUBMITTED_ANSWERS,
    });
    expect(await repository().get(3)).toEqual(SEED_CASES[2]);
    expect(await repository().get(99)).toBeUndefined();
  });
});

describe('caseRepository: addSubmission', () => {
  it('appends an Open case with the next free id, today, the trimmed name and the answers', async () => {
    const created = await repository().addSubmission({
      ...SUBMITTED_ANSWERS,
      name: '  Jane Doe  ',
    });

    expect(created).toEqual({
      id: 11,
      name: 'Jane Doe',
      status: 'Open',
      dateSubmitted: '2024-05-03',
      // The instant too, for how long it waits (the overview counts hours).
      submittedAt: NOW.toISOString(),
      answers: { ...SUBMITTED_ANSWERS, name: 'Jane Doe' },
      // The attestation's Continue also consents (issue 33): the versions it linked, and when.
      consent: { telehealth: 'v1', privacy: 'v1', acceptedAt: NOW.toISOString() },
    });
    // Appended to the seeded list, so a later read does not reseed it away.
    expect(storedCases()).toHaveLength(11);
    // Stored with the version of the survey that asked the answers, read without it.
    expect(storedCases()[10]).toMatchObject({
      answers: { ...SUBMITTED_ANSWERS, name: 'Jane Doe', [VERSION_KEY]: ANSWERS_VERSION },
    });
    expect(await repository().get(11)).toEqual(created);
  });

  it('takes the id after the highest one, even with gaps and malformed entries', async () => {
    allowConsoleErrors();
    storeCases([...casesWithSubmission(), { ...SEED_CASES[0], id: 40 }, { id: 'x' }]);
    expect((await repository().addSubmission(SUBMITTED_ANSWERS)).id).toBe(41);
  });

  it('re-reads before writing, so a case added by another tab is kept', async () => {
    const thisTab = repository();
    await thisTab.list();
    // Another tab adds its own submission meanwhile.
    await createLocalCaseRepository({ now: () => NOW }).addSubmission(SUBMITTED_ANSWERS);

    const mine = await thisTab.addSubmission({ ...SUBMITTED_ANSWERS, name: 'Second Person' });
    expect(mine.id).toBe(12);
    expect((await thisTab.list()).map((entry) => entry.name).slice(-2)).toEqual([
      'Jane Doe',
      'Second Person',
    ]);
  });
});

describe('caseRepository: listPage', () => {
  const query = { search: '', status: 'All', sort: null } as const;

  it('slices the stored order and counts every selected case', async () => {
    const page = await repository().listPage({ ...query, offset: 2, limit: 3 });
    expect(page.total).toBe(10);
    expect(page.cases.map((entry) => entry.id)).toEqual([3, 4, 5]);
  });

  it('searches, filters and sorts before it slices', async () => {
    const open = SEED_CASES.filter((entry) => entry.status === 'Open');
    const page = await repository().listPage({
      ...query,
      status: 'Open',
      sort: { key: 'dateSubmitted', order: 'desc' },
      offset: 0,
      limit: 2,
    });
    expect(page.total).toBe(open.length);
    const newestFirst = [...open].sort((a, b) => b.dateSubmitted.localeCompare(a.dateSubmitted));
    expect(page.cases).toEqual(newestFirst.slice(0, 2));
  });
});

describe('caseRepository: decide', () => {
  it('persists the new status, which can be changed again', async () => {
    await repository().decide(1, 'approve', 'Open');
    expect(storedStatus(1)).toBe('Completed');
    expect((await repository().get(1))?.status).toBe('Completed');

    const updated = await repository().decide(1, 'deny', 'Completed');
    expect(updated).toEqual({ ...SEED_CASES[0], status: 'Denied' });
    expect(storedStatus(1)).toBe('Denied');
    // Every other case is untouched.
    expect(storedCases().slice(1)).toEqual(SEED_CASES.slice(1));
  });

  it('keeps the answers of a submitted case', async () => {
    storeCases(casesWithSubmission());
    await repository().decide(11, 'approve', 'Open');
    expect(await repository().get(11)).toMatchObject({
      status: 'Completed',
      answers: SUBMITTED_ANSWERS,
    });
  });

  it('re-reads before writing, so another tab’s change is not overwritten', async () => {
    const thisTab = repository();
    await thisTab.list();
    await createLocalCaseRepository().decide(2, 'deny', 'Open');

    await thisTab.decide(4, 'approve', 'Open');
    expect(storedStatus(2)).toBe('Denied');
    expect(storedStatus(4)).toBe('Completed');
  });

  it('rejects an unknown id with CaseNotFoundError and writes nothing', async () => {
    storeCases(casesWithSubmission());
    const before = window.localStorage.getItem('cases');
    await expect(repository().decide(404, 'approve', 'Open')).rejects.toBeInstanceOf(
      CaseNotFoundError,
    );
    expect(window.localStorage.getItem('cases')).toBe(before);
  });
});

describe('caseRepository: failed writes are reported, never swallowed', () => {
  it('rejects a decision with a StorageWriteError when the storage is full', async () => {
    const { storage, control } = createMemoryStorage({ cases: JSON.stringify(SEED_CASES) });
    control.failWrites = true;
    const failing = createLocalCaseRepository({ storage: () => storage });

    const attempt = failing.decide(1, 'approve', 'Open');
    await expect(attempt).rejects.toBeInstanceOf(StorageWriteError);
    await expect(attempt).rejects.toThrow(
      "This browser's storage is full, so nothing could be saved.",
    );
    expect(await failing.get(1)).toEqual(SEED_CASES[0]);
  });

  it('rejects addSubmission with a StorageWriteError when the storage is full', async () => {
    const { storage, control } = createMemoryStorage({ cases: JSON.stringify(SEED_CASES) });
    control.failWrites = true;
    const failing = createLocalCaseRepository({ storage: () => storage });
    await expect(failing.addSubmission(SUBMITTED_ANSWERS)).rejects.toBeInstanceOf(
      StorageWriteError,
    );
    expect(await failing.list()).toHaveLength(10);
  });

  it('still shows the sample cases when the reseed cannot be written, but reports a save', async () => {
    const errors = allowConsoleErrors();
    const { storage, control } = createMemoryStorage();
    control.failWrites = true;
    const failing = createLocalCaseRepository({ storage: () => storage });

    expect(await failing.list()).toEqual(SEED_CASES);
    expect(errors.length).toBeGreaterThan(0);
    await expect(failing.decide(1, 'deny', 'Open')).rejects.toBeInstanceOf(StorageWriteError);
  });

  it('reports a save when storage is turned off altogether', async () => {
    allowConsoleErrors();
    const disabled = createLocalCaseRepository({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(await disabled.list()).toEqual(SEED_CASES);
    const attempt = disabled.decide(1, 'approve', 'Open');
    await expect(attempt).rejects.toBeInstanceOf(StorageWriteError);
    await expect(attempt).rejects.toThrow(/could not be read, so nothing can be saved/);
  });

  it('surfaces a quota error from the real localStorage', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    allowConsoleErrors();
    await expect(repository().decide(1, 'approve', 'Open')).rejects.toThrow(StorageWriteError);
  });
});

describe('caseRepository: subscribe', () => {
  it('calls back on a storage event for "cases" (or a clear), and stops after unsubscribe', () => {
    const onChange = vi.fn();
    const unsubscribe = repository().subscribe(onChange);

    window.dispatchEvent(new StorageEvent('storage', { key: 'cases' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'survey.snapshot' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(onChange).toHaveBeenCalledTimes(2);

    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'cases' }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
