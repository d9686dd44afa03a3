import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { PageLoading } from '../../components/page-loading';
import { AdminPage } from './admin-page';
import { AdminRefused } from './admin-refused';
import { useSecurityEvents } from './use-security-events';

/** `/admin/security-events` (server mode, administrators): the trail, newest first. */
export function SecurityEventsPage() {
  return (
    <AdminPage
      title="Security events"
      browserOnly="This browser-only version has no accounts, so no security events."
    >
      <EventTrail />
    </AdminPage>
  );
}

function EventTrail() {
  const [reviewerId, setReviewerId] = useState<number | null>(null);
  const { view, busy, older } = useSecurityEvents(reviewerId);
  if (view.kind === 'loading') return <PageLoading label="Loading the security events" />;
  if (view.kind === 'refused') return <AdminRefused message={view.message} />;
  if (view.kind === 'failed') return <Alert severity="error">{view.message}</Alert>;
  return (
    <>
      <TextField
        select
        label="Reviewer"
        value={reviewerId === null ? 'all' : String(reviewerId)}
        onChange={(event) =>
          setReviewerId(event.target.value === 'all' ? null : Number(event.target.value))
        }
        // A native select: the menu's components would land in chunks other pages load.
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 240, mb: 2 }}
      >
        <option value="all">Every reviewer</option>
        {view.reviewers.map((reviewer) => (
          <option key={reviewer.id} value={String(reviewer.id)}>
            {reviewer.username}
          </option>
        ))}
      </TextField>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Security events, newest first">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Event</TableCell>
              <TableCell>Reviewer</TableCell>
              <TableCell>By administrator</TableCell>
              <TableCell>Address</TableCell>
              <TableCell>Detail</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.events.map((event) => (
              <TableRow key={event.id}>
                <TableCell>
                  {new Date(event.occurredAt).toLocaleString('en-US', {
                    dateStyle: 'medium',
                    timeStyle: 'medium',
                  })}
                </TableCell>
                <TableCell>{event.kind}</TableCell>
                <TableCell>
                  <bdi>{event.reviewer ?? (event.actor === null ? 'unknown username' : '')}</bdi>
                </TableCell>
                <TableCell>
                  <bdi>{event.actor ?? ''}</bdi>
                </TableCell>
                <TableCell>{event.address}</TableCell>
                <TableCell>{event.detail}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {view.events.length === 0 ? <Alert severity="info">No events yet.</Alert> : null}
      {view.nextBefore !== null ? (
        <Button onClick={older} loading={busy} sx={{ mt: 2 }}>
          Older events
        </Button>
      ) : null}
    </>
  );
}
