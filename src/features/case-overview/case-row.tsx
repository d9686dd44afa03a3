import Stack from '@mui/material/Stack';
import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { memo, type Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { hasLetter, toLocalIsoDate, type CaseRecord } from '../../../machines/case';
import { isWaitingForDecision, waitingTime } from '../../../machines/case/case.waiting';
import { CaseStatusChip } from '../../components/case-status-chip';
import { OpenStageMark } from '../../components/open-stage-mark';
import { formatLocalTime } from '../../lib/format-local-time';

interface CaseRowProps {
  /** The case, or undefined while its window of the list is being read. */
  entry: CaseRecord | undefined;
  /** Position in the whole selection (0-based), told to screen readers as aria-rowindex. */
  index: number;
  columns: number;
  /** The case's partner as the partner column names it; undefined: no such column. */
  partnerName?: string | undefined;
  rowRef: Ref<HTMLTableRowElement>;
}

/**
 * Memoized: the table re-renders whenever the virtualizer measures or scrolls, and a row whose
 * case and position are unchanged need not render again (rows are the costly part).
 */
export const CaseRow = memo(function CaseRow({
  entry,
  index,
  columns,
  partnerName,
  rowRef,
}: CaseRowProps) {
  // Row 1 is the header row.
  const position = { ref: rowRef, 'data-index': index, 'aria-rowindex': index + 2 };
  if (!entry) {
    return (
      <TableRow {...position}>
        <TableCell colSpan={columns} sx={{ color: 'text.secondary' }}>
          Loading…
        </TableCell>
      </TableRow>
    );
  }
  return (
    <TableRow hover {...position}>
      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
        {/* Isolated, so a right-to-left name cannot reorder the text around it. */}
        <bdi>{entry.name}</bdi>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <CaseStatusChip status={entry.status} />
          <OpenStageMark entry={entry} />
        </Stack>
      </TableCell>
      <TableCell>
        {entry.dateSubmitted}
        {isWaitingForDecision(entry) ? <WaitingTime entry={entry} /> : null}
      </TableCell>
      {partnerName === undefined ? null : (
        <TableCell sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{partnerName}</bdi>
        </TableCell>
      )}
      <TableCell>
        {hasLetter(entry) ? (
          <RouterLink to={`/letters/${entry.id}`}>
            <DescriptionIcon color="primary" titleAccess="Letter of Medical Necessity available" />
          </RouterLink>
        ) : (
          <Box component="span" sx={visuallyHidden}>
            Not available
          </Box>
        )}
      </TableCell>
      <TableCell>
        <Button
          component={RouterLink}
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
});

/** "Waiting 3 hours" under an Open case's date; the exact time of submission as its title. */
function WaitingTime({ entry }: { entry: CaseRecord }) {
  const now = new Date();
  return (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      title={entry.submittedAt && formatLocalTime(entry.submittedAt)}
      sx={{ display: 'block' }}
    >
      {waitingTime(entry, now, toLocalIsoDate(now))}
    </Typography>
  );
}
