import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import { partnerNameOf, type PartnerChoice } from '../../../machines/case/case.partner-filter';
import { CaseRow } from './case-row';
import { listMaxHeight } from './list-height';
import {
  observeRectAfterLayout,
  rowHeightAfterLayout,
  scrollAfterLayout,
} from './measure-after-layout';
import { useOnceIdle } from './use-once-idle';
import type { CaseWindow } from './use-case-window';

/** A row with a chip and a small button; rows are measured once shown. */
const ROW_HEIGHT = 57;
/** The sticky header row above the rows, inside the same scroll box (a little under it). */
export const HEADER_HEIGHT = 57;
/** Rows rendered beyond those in view, so that a scroll finds them ready. */
const OVERSCAN = 8;
/**
 * The list's first rows are only those in view (by the estimate, which is under a row's real
 * height, so they reach below the list's bottom edge): the overscan follows once the browser
 * is idle, so neither the first frame (its layout and raster) nor the first input waits for a
 * row it does not show.
 */
const FIRST_OVERSCAN = 0;
/** The list's scroll box, the table's container: the nearest region around the rows. */
const SCROLL_BOX = '[role="region"]';

interface CaseTableBodyProps {
  cases: CaseWindow;
  /** The partners the column names; null: one partner only, no column (showsPartners). */
  partners: readonly PartnerChoice[] | null;
  columnCount: number;
}

/**
 * The rows in view, with spacers holding the place of the others. The virtualiser lives here,
 * so that its re-renders (each scroll, each row measured) render the rows' body alone, not the
 * table, its headers and its scroll box. Memoized: the table around it re-renders with the sort.
 */
export const CaseTableBody = memo(function CaseTableBody({
  cases,
  partners,
  columnCount,
}: CaseTableBodyProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const theme = useTheme();
  const { total, showRows } = cases;
  const overscan = useOnceIdle(FIRST_OVERSCAN, OVERSCAN);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    // Found from the rows' body, whose ref is set before this component's layout effects run
    // (the scroll box's own ref, an ancestor's, is set after them).
    getScrollElement: () => bodyRef.current?.closest<HTMLDivElement>(SCROLL_BOX) ?? null,
    estimateSize: () => ROW_HEIGHT,
    // The rows start below the header: without it, the rows counted in view reached a
    // header's height below the list.
    scrollMargin: HEADER_HEIGHT,
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

  // The rows' places are counted from the scroll box's top, the header's height above theirs.
  const before = (rows[0]?.start ?? HEADER_HEIGHT) - HEADER_HEIGHT;
  const after =
    virtualizer.getTotalSize() - ((rows[rows.length - 1]?.end ?? HEADER_HEIGHT) - HEADER_HEIGHT);

  return (
    <TableBody ref={bodyRef}>
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
