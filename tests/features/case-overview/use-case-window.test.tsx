import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEED_CASES, type CaseQuery } from '../../../machines/case';
import { useCaseWindow } from '../../../src/features/case-overview/use-case-window';
import { caseRepository } from '../../../src/storage/case-repository';
import { storeCases } from '../../storage/case-fixtures';
import { manyCases } from '../../support/reviewer-pages';

const ALL: CaseQuery = { search: '', status: 'All', sort: null };

describe('useCaseWindow', () => {
  it('hands the table the same object until what it tells changes', async () => {
    const { result, rerender } = renderHook(({ query }) => useCaseWindow(query), {
      initialProps: { query: ALL },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const shown = result.current;
    expect(shown.total).toBe(SEED_CASES.length);

    // The page re-renders on every key typed in the search: the table's input stays the same.
    rerender({ query: ALL });
    expect(result.current).toBe(shown);
    // Rows reported whose window is already read change nothing shown either.
    act(() => shown.showRows(0, 5));
    expect(result.current).toBe(shown);

    rerender({ query: { ...ALL, status: 'Open' } });
    expect(result.current.stale).toBe(true);
    const open = SEED_CASES.filter((entry) => entry.status === 'Open');
    await waitFor(() => expect(result.current.stale).toBe(false));
    expect(result.current.total).toBe(open.length);
    expect(result.current.caseAt(0)).toEqual(open[0]);
  });

  it('reads a window once, however the rows move within it, and the next as the rows reach it', async () => {
    storeCases(manyCases(250));
    const listPage = vi.spyOn(caseRepository, 'listPage');
    const { result } = renderHook(() => useCaseWindow(ALL));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // The rows in view, then measured, then the overscan: all in the first window of 100.
    act(() => result.current.showRows(0, 8));
    act(() => result.current.showRows(0, 7));
    act(() => result.current.showRows(0, 15));
    expect(listPage).toHaveBeenCalledTimes(1);
    expect(result.current.caseAt(99)?.name).toBe('Patient 00100');
    expect(result.current.caseAt(100)).toBeUndefined();

    act(() => result.current.showRows(95, 110));
    await waitFor(() => expect(result.current.caseAt(110)?.name).toBe('Patient 00111'));
    expect(listPage).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 100 }));
  });

  it('keeps the cases a new read found unchanged, so their rows are not rendered again', async () => {
    let changed = () => {};
    vi.spyOn(caseRepository, 'subscribe').mockImplementation((onChange) => {
      changed = onChange;
      return () => {};
    });
    const { result } = renderHook(() => useCaseWindow(ALL));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const [first, second] = [result.current.caseAt(0)!, result.current.caseAt(1)!];

    // The next read (a poll of the server, another tab's change) answers with new objects,
    // one case decided in the meantime.
    const read = caseRepository.listPage.bind(caseRepository);
    vi.spyOn(caseRepository, 'listPage').mockImplementation(async (query) => {
      const page = await read(query);
      const cases = page.cases.map((entry) => structuredClone(entry));
      cases[1] = { ...cases[1]!, status: cases[1]!.status === 'Open' ? 'Denied' : 'Open' };
      return { ...page, cases };
    });
    act(() => changed());
    await waitFor(() => expect(result.current.stale).toBe(false));
    expect(result.current.caseAt(0)).toBe(first);
    expect(result.current.caseAt(1)).not.toBe(second);
    expect(result.current.caseAt(1)?.status).not.toBe(second.status);
  });
});
