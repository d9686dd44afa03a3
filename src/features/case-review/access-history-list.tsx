import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { AccessAction, AccessRecord } from '../../../machines/case/case.access-api';
import { fetchAccessHistory } from '../../api/access-history-api';
import { formatLocalTime } from '../../lib/format-local-time';

/**
 * Who an entry without a reviewer stands for: a check of the letter is anyone's, and so is a
 * last name typed at a status link (a wrong one need not be the patient's).
 */
function anonymous(action: AccessAction): string {
  if (action === 'letter-check') return 'Anyone with the letter';
  if (action === 'status-check') return 'Anyone with the status link';
  return 'The patient (status link)';
}

const WHAT: Record<AccessAction, string> = {
  view: 'Viewed',
  'letter-download': 'Letter downloaded',
  decision: 'Decided',
  'letter-check': 'Letter checked at /verify',
  question: 'Asked the patient',
  answer: 'Answered',
  'record-download': 'Record downloaded',
  'status-check': 'Last name typed at the status link',
};

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; entries: AccessRecord[] }
  | { status: 'failed'; message: string };

function useAccessHistory(caseId: number, attempt: number): Loaded {
  const [loaded, setLoaded] = useState<{ attempt: number; result: Loaded }>({
    attempt,
    result: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    fetchAccessHistory(caseId).then(
      (entries) => current && setLoaded({ attempt, result: { status: 'ready', entries } }),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : 'It could not be loaded.';
        if (current) setLoaded({ attempt, result: { status: 'failed', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [caseId, attempt]);
  return loaded.attempt === attempt ? loaded.result : { status: 'loading' };
}

/** The case's access log, newest first, as the server has it now. */
export default function AccessHistoryList({ caseId }: { caseId: number }) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useAccessHistory(caseId, attempt);

  if (loaded.status === 'loading') {
    return (
      <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <CircularProgress size={16} aria-hidden />
        Loading the access history…
      </Typography>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <Alert
        severity="error"
        sx={{ mt: 1 }}
        action={<Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
      >
        The access history could not be loaded. {loaded.message}
      </Alert>
    );
  }
  if (loaded.entries.length === 0) {
    return (
      <Typography role="status" sx={{ mt: 1 }}>
        No access has been recorded yet.
      </Typography>
    );
  }
  return (
    <Table size="small" sx={{ mt: 1 }}>
      <caption>Newest first. Addresses are as the server saw them.</caption>
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>What</TableCell>
          <TableCell>From</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loaded.entries.map((entry, index) => (
          <TableRow key={`${entry.accessedAt}-${index}`}>
            <TableCell>
              <time dateTime={entry.accessedAt}>{formatLocalTime(entry.accessedAt)}</time>
            </TableCell>
            <TableCell>
              {entry.reviewer === null ? anonymous(entry.action) : <bdi>{entry.reviewer}</bdi>}
            </TableCell>
            <TableCell>
              {WHAT[entry.action]}
              {entry.detail ? ` (${entry.detail})` : ''}
            </TableCell>
            <TableCell>{entry.address}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
