import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CasePage, CaseQuery, CaseRecord } from '../../../machines/case';
import { caseRepository } from '../../storage/case-repository';
import { keepUnchanged } from './keep-unchanged';

/** Cases read per request: a screenful and more, and within the API's page size (CASE_PAGE_SIZE). */
export const WINDOW_SIZE = 100;

interface Loaded {
  /** Which query and which generation of the stored cases these pages belong to. */
  source: string;
  total: number;
  pages: ReadonlyMap<number, CaseRecord[]>;
}

export interface CaseWindow {
  status: 'loading' | 'ready' | 'failed';
  /** How many cases the query selects in all (the last read's answer). */
  total: number;
  /** The case at a position of the selection, or undefined while its window is being read. */
  caseAt: (index: number) => CaseRecord | undefined;
  /** True while what is shown belongs to an earlier query or an older read. */
  stale: boolean;
  /** The table reports the rows it shows; their windows are read when missing. */
  showRows: (first: number, last: number) => void;
}

/** The window a row is read in. */
function windowOf(row: number): number {
  return Math.floor(row / WINDOW_SIZE);
}

function addPage(loaded: Loaded | null, source: string, index: number, page: CasePage): Loaded {
  // The first answer of a new query or generation replaces everything shown before.
  const pages = new Map(loaded?.source === source ? loaded.pages : []);
  pages.set(index, keepUnchanged(loaded?.pages.get(index), page.cases));
  return { source, total: page.total, pages };
}

/**
 * The overview's view of the cases: only the windows of the selection the table shows are
 * read, through `caseRepository.listPage`, so the same screen works whether the cases sit in
 * this browser or on a server. While a new query or a change from elsewhere is read, the
 * previous rows stay on screen (no flash of a spinner on every keystroke).
 */
export function useCaseWindow(query: CaseQuery): CaseWindow {
  const [generation, setGeneration] = useState(0);
  const [rows, setRows] = useState({ first: 0, last: 0 });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const requested = useRef({ source: '', pages: new Set<number>() });
  const shownOnce = useRef(false);

  // Another tab (or, in server mode, another reviewer) changed the cases: read again.
  useEffect(() => caseRepository.subscribe(() => setGeneration((g) => g + 1)), []);

  // A new query starts at its first row (the table scrolls back to the top with it).
  const queryKey = JSON.stringify(query);
  const [rowsOf, setRowsOf] = useState(queryKey);
  if (rowsOf !== queryKey) {
    setRowsOf(queryKey);
    setRows({ first: 0, last: rows.last - rows.first });
  }

  const source = `${generation}:${queryKey}`;
  const firstPage = windowOf(rows.first);
  const lastPage = windowOf(Math.max(rows.first, rows.last));
  const current = loaded?.source === source ? loaded : null;

  useEffect(() => {
    if (requested.current.source !== source) requested.current = { source, pages: new Set() };
    const asked = requested.current;
    for (let index = firstPage; index <= lastPage; index += 1) {
      if (current?.pages.has(index) || asked.pages.has(index)) continue;
      asked.pages.add(index);
      // Scrolling on: the window before is at hand, so the next one is read after its last
      // case; a jump (no window before) is read by its position.
      const previous = current?.pages.get(index - 1);
      const last = previous?.length === WINDOW_SIZE ? previous.at(-1) : undefined;
      const window = {
        ...query,
        offset: index * WINDOW_SIZE,
        limit: WINDOW_SIZE,
        ...(last ? { after: { id: last.id, status: last.status } } : {}),
      };
      caseRepository.listPage(window).then(
        (page) => {
          // An answer for a query the person has already left is dropped.
          if (requested.current !== asked) return;
          const show = () => {
            setLoaded((previous) => addPage(previous, source, index, page));
            setFailedSource(null);
          };
          // The page's first rows are rendered in a transition, as the page itself was: React
          // builds them in slices and the browser stays free between them, where an update
          // outside one builds the whole table in one task
          // (docs/decisions/2026-11-27-reviewer-pages-answer-at-once.md). Later answers follow a
          // filter, a sort or a scroll the person made, and show at once, as before.
          if (shownOnce.current) show();
          else startTransition(show);
          shownOnce.current = true;
        },
        () => {
          if (requested.current !== asked) return;
          asked.pages.delete(index);
          setFailedSource(source);
        },
      );
    }
  }, [source, query, firstPage, lastPage, current]);

  // Only the windows the rows fall in are read here: rows that move within the same windows
  // (a row measured, the overscan added, a short scroll) re-render nothing.
  const showRows = useCallback((first: number, last: number) => {
    setRows((previous) =>
      windowOf(previous.first) === windowOf(first) && windowOf(previous.last) === windowOf(last)
        ? previous
        : { first, last },
    );
  }, []);

  const caseAt = useCallback(
    (index: number) => loaded?.pages.get(Math.floor(index / WINDOW_SIZE))?.[index % WINDOW_SIZE],
    [loaded],
  );

  const failed = failedSource === source && current === null;
  const status = failed ? 'failed' : loaded === null ? 'loading' : 'ready';
  const total = loaded?.total ?? 0;
  const stale = current === null;
  // The same object until what it tells changes: the memoized table then skips the renders
  // of the page around it (every key typed in the search, every row range it reports).
  return useMemo(
    () => ({ status, total, caseAt, stale, showRows }),
    [status, total, caseAt, stale, showRows],
  );
}
