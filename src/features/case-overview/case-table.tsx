import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import { memo, useEffect, useRef } from 'react';
import type { CaseQuery, SortKey } from '../../../machines/case';
import type { PartnerChoice } from '../../../machines/case/case.partner-filter';
import { CaseTableBody, HEADER_HEIGHT } from './case-table-body';
import { CaseTableHead, columnCount as columnsOf } from './case-table-head';
import { LIST_MAX_HEIGHT } from './list-height';
import type { CaseWindow } from './use-case-window';

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
 *
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
  const { total } = cases;
  // A new query's list starts at its top. A list just mounted is there already, and a scroll
  // then would lay the page out inside the commit's task.
  const scrolledFor = useRef(queryKey);
  useEffect(() => {
    if (scrolledFor.current === queryKey) return;
    scrolledFor.current = queryKey;
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [queryKey]);

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
        scrollPaddingTop: HEADER_HEIGHT,
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
        <CaseTableBody cases={cases} partners={partners} columnCount={columnCount} />
      </Table>
    </TableContainer>
  );
});
