import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Link as RouterLink } from 'react-router-dom';
import type { CaseRecord } from '../../../machines/case';
import { CaseStatusChip } from './case-status-chip';
import { hasLetter, type CaseQuery, type SortKey } from '../../../machines/case';
import visuallyHidden from '@mui/utils/visuallyHidden';

const COLUMNS: { key: SortKey; label: string; title?: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'status', label: 'Current Status' },
  { key: 'dateSubmitted', label: 'Date Submitted' },
  { key: 'lmn', label: 'LMN', title: 'Letter of Medical Necessity' },
];

interface CaseTableProps {
  cases: CaseRecord[];
  sort: CaseQuery['sort'];
  onSort: (key: SortKey) => void;
}

export function CaseTable({ cases, sort, onSort }: CaseTableProps) {
  return (
    // Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it too.
    // Positioned, so the visually hidden texts inside are clipped with it, not the page.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Case list"
      sx={{ position: 'relative' }}
    >
      <Table aria-label="Cases" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => {
              const active = sort?.key === column.key;
              const order = active && sort ? sort.order : 'asc';
              return (
                <TableCell key={column.key} sortDirection={active ? order : false}>
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
            })}
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cases.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1} align="center" sx={{ py: 4 }}>
                No cases found
              </TableCell>
            </TableRow>
          ) : (
            cases.map((entry) => <CaseRow key={entry.id} entry={entry} />)
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CaseRow({ entry }: { entry: CaseRecord }) {
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {/* Isolated, so a right-to-left name cannot reorder the cells' text around it. */}
        <bdi>{entry.name}</bdi>
      </TableCell>
      <TableCell>
        <CaseStatusChip status={entry.status} />
      </TableCell>
      <TableCell>{entry.dateSubmitted}</TableCell>
      <TableCell>
        {hasLetter(entry) ? (
          <DescriptionIcon color="primary" titleAccess="Letter of Medical Necessity available" />
        ) : (
          <Box component="span" sx={visuallyHidden}>
            Not available
          </Box>
        )}
      </TableCell>
      <TableCell>
        <Button
          component={RouterLink}
          // No router state: the name would be kept in the browser's session history.
          to={`/review/${entry.id}`}
          variant="outlined"
          size="small"
          aria-label={`Review case of ${entry.name}`}
        >
          Review
        </Button>
      </TableCell>
    </TableRow>
  );
}
