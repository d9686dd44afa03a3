import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_CASES, type CaseQuery } from '../../../machines/case';
import { useCaseWindow } from '../../../src/features/case-overview/use-case-window';

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
});
