import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import type { CaseQuery, SortKey } from '../../../machines/case';
import { partnerNameOf, type PartnerChoice } from '../../../machines/case/case.partner-filter';
import { CaseRow } from './case-row';
import { CaseTableHead, columnCount as columnsOf } from './case-table-head';
import { LIST_MAX_HEIGHT, listMaxHeight } from './list-height';
import {
  observeRectAfterLayout,
  rowHeightAfterLayout,
  scrollAfterLayout,
} from './measure-after-layout';
import { useOnceIdle } from './use-once-idle';
import type { CaseWindow } from './use-case-window';

/** A row with a chip and a small button; rows are measured once shown. */
const ROW_HEIGHT = 57;
/** Rows rendered beyond those in view, so that a scroll finds them ready. */
const OVERSCAN = 8;
/**
 * The list's first rows are only those in view (by the estimate, which is under a row's real
 * height, so they reach below the list's bottom edge): the overscan follows once the browser
 * is idle, so neither the first frame (its layout and raster) nor the first input waits for a
 * row it does not show.
 */
const FIRST_OVERSCAN = 0;

interface CaseTableProps {
  cases: CaseWindow;
  sort: CaseQuery['sort'];
  onSort: (key: SortKey) => void;
  /** Changes with the query: the list then starts again at its top. */
  queryKey: string;
  /** The partners the column names; null: one partner only, no column (showsPartners). */
  partners: readonly PartnerChoice[] | null;
}

/**
 * A real table (column headers, row headers, aria-sort) that renders only the rows in view,
 * so 10 000 cases cost what 30 do. aria-rowcount and aria-rowindex tell screen readers the
 * size of the whole list and where each shown row sits in it.
 */
/**
 * Memoized: typing in the search re-renders the fields at once, and the table only when the
 * list it shows changes (a settled search, a filter, a sort, new data).
 */
export const CaseTable = memo(function CaseTable({
  cases,
  sort,
  onSort,
  queryKey,
  partners,
}: CaseTableProps) {
  const columnCount = columnsOf(partners);
  const scrollRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const { total, showRows } = cases;
  const overscan = useOnceIdle(FIRST_OVERSCAN, OVERSCAN);
  // The virtualizer re-renders this component itself on scroll and as it measures: the
  // headers and the rows are memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // The list's greatest height: the first render, built in slices with the page, then holds
    // every row in view, where a height of 0 would leave them to a second render in the same
    // task as the layout that measures the list, and the window's height would add rows
    // below it.
    initialRect: { width: 0, height: listMaxHeight(window, theme) },
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollAfterLayout,
    measureElement: rowHeightAfterLayout(ROW_HEIGHT),
    overscan,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0]?.index ?? 0;
  const last = rows[rows.length - 1]?.index ?? 0;

  useEffect(() => showRows(first, last), [showRows, first, last]);
  // A new query's list starts at its top. A list just mounted is there already, and a scroll
  // then would lay the page out inside the commit's task.
  const scrolledFor = useRef(queryKey);
  useEffect(() => {
    if (scrolledFor.current === queryKey) return;
    scrolledFor.current = queryKey;
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [queryKey]);

  const before = rows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (rows[rows.length - 1]?.end ?? 0);

  return (
    // Scrolls both ways, focusable so the keyboard can scroll it; the sticky header stays.
    // Positioned, so the visually hidden texts inside are clipped with it, not the page.
    <TableContainer
      ref={scrollRef}
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Case list"
      sx={{
        position: 'relative',
        maxHeight: LIST_MAX_HEIGHT,
        // A row reached by Tab scrolls into view below the sticky header, not under it.
        scrollPaddingTop: ROW_HEIGHT,
      }}
    >
      <Table
        stickyHeader
        aria-label="Cases"
        aria-rowcount={total > 0 ? total + 1 : undefined}
        aria-busy={cases.stale || undefined}
        sx={{ minWidth: 640, tableLayout: 'fixed' }}
      >
        <CaseTableHead sort={sort} onSort={onSort} partners={partners} counted={total > 0} />
        <TableBody>
          {total === 0 ? (
            <TableRow>
              <TableCell colSpan={columnCount} align="center" sx={{ py: 4 }}>
                No cases found
              </TableCell>
            </TableRow>
          ) : (
            <>
              <Spacer height={before} columns={columnCount} />
              {rows.map((row) => {
                const entry = cases.caseAt(row.index);
                return (
                  <CaseRow
                    key={row.key}
                    entry={entry}
                    index={row.index}
                    columns={columnCount}
                    partnerName={entry && partners ? partnerNameOf(entry, partners) : undefined}
                    rowRef={virtualizer.measureElement}
                  />
                );
              })}
              <Spacer height={after} columns={columnCount} />
            </>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
});

/** Holds the place of the rows that are not rendered, so the scrollbar tells the truth. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
