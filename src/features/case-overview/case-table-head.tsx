import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { memo } from 'react';
import type { CaseQuery, SortKey } from '../../../machines/case';
import type { PartnerChoice } from '../../../machines/case/case.partner-filter';

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

/** How many columns the table has: the partner's when it names partners, and the action. */
export function columnCount(partners: readonly PartnerChoice[] | null): number {
  return COLUMNS.length + (partners ? 2 : 1);
}

interface CaseTableHeadProps {
  sort: CaseQuery['sort'];
  onSort: (key: SortKey) => void;
  /** The partners the column names; null: one partner only, no column (showsPartners). */
  partners: readonly PartnerChoice[] | null;
  /** Whether the table counts its rows for screen readers (it has some). */
  counted: boolean;
}

/**
 * The column headers, sortable ones with aria-sort. Memoized: the table re-renders whenever
 * its virtualiser measures or scrolls, and the headers change only with the sort. Their widths
 * are inline styles: as `sx`, each width made a class of its own, a copy of all of a header
 * cell's styles for Emotion to compile and insert as the first rows are shown.
 */
export const CaseTableHead = memo(function CaseTableHead({
  sort,
  onSort,
  partners,
  counted,
}: CaseTableHeadProps) {
  const scale = partners ? 0.8 : 1;
  return (
    <TableHead>
      <TableRow aria-rowindex={counted ? 1 : undefined}>
        {COLUMNS.map((column) => {
          const active = sort?.key === column.key;
          const order = active && sort ? sort.order : 'asc';
          const header = (
            <TableCell
              key={column.key}
              sortDirection={active ? order : false}
              style={{ width: `${column.width * scale}%` }}
            >
              <TableSortLabel active={active} direction={order} onClick={() => onSort(column.key)}>
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
            <TableCell key="partner" style={{ width: '16%' }}>
              Partner
            </TableCell>,
          ];
        })}
        <TableCell>Action</TableCell>
      </TableRow>
    </TableHead>
  );
});
