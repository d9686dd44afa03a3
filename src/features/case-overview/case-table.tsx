import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTheme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useEffect, useRef } from 'react';
import type { CaseQuery, SortKey } from '../../../machines/case';
import { partnerNameOf, type PartnerChoice } from '../../../machines/case/case.partner-filter';
import { CaseRow } from './case-row';
import { LIST_MAX_HEIGHT, listMaxHeight } from './list-height';
import {
  observeRectAfterLayout,
  rowHeightAfterLayout,
  scrollAfterLayout,
} from './measure-after-layout';
import type { CaseWindow } from './use-case-window';

interface Column {
  key: SortKey;
  label: string;
  title?: string;
  /** Its share of the table's width, in percent. */
  width: number;
}

const COLUMNS: Column[] = [
  { key: 'name', label: 'Name', width: 32 },
  { key: 'status', label: 'Current Status', width: 20 },
  { key: 'dateSubmitted', label: 'Date Submitted', width: 20 },
  { key: 'lmn', label: 'LMN', title: 'Letter of Medical Necessity', width: 10 },
];
/** The partner column (not sortable) follows the date; the others give it a fifth of theirs. */
const PARTNER_AFTER: SortKey = 'dateSubmitted';
/** A row with a chip and a small button; rows are measured once shown. */
const ROW_HEIGHT = 57;
/** Rows rendered beyond those in view, so that a scroll finds them ready. */
const OVERSCAN = 8;
/**
 * The list's first rows are those in view and one more: the rest of the overscan follows in
 * a render of its own, so the first frame waits for no row it does not show.
 */
const FIRST_OVERSCAN = 1;

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
  const scale = partners ? 0.8 : 1;
  const columnCount = COLUMNS.length + (partners ? 2 : 1);
  const scrollRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const { total, showRows } = cases;
  const overscan = useDeferredValue(OVERSCAN, FIRST_OVERSCAN);
  // The virtualizer re-renders this component itself on scroll; nothing here is memoized.
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
        <TableHead>
          <TableRow aria-rowindex={total > 0 ? 1 : undefined}>
            {COLUMNS.map((column) => {
              const active = sort?.key === column.key;
              const order = active && sort ? sort.order : 'asc';
              const header = (
                <TableCell
                  key={column.key}
                  sortDirection={active ? order : false}
                  sx={{ width: `${column.width * scale}%` }}
                >
                  <TableSortLabel
                    active={active}
                    direction={order}
                    onClick={() => onSort(column.key)}
                  >
                    {column.title ? <abbr title={column.title}>{column.label}</abbr> : column.label}
                    {active ? (
                      <Box component="span" sx={visuallyHidden}>
                        {order === 'desc' ? ', sorted descending' : ', sorted ascending'}
                      </Box>
                    ) : null}
                  </TableSortLabel>
                </TableCell>
              );
              if (!partners || column.key !== PARTNER_AFTER) return header;
              return [
                header,
                <TableCell key="partner" sx={{ width: '16%' }}>
                  Partner
                </TableCell>,
              ];
            })}
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
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
