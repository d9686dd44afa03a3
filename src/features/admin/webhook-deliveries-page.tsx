import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type {
  DeliveryErrorKind,
  DeliveryState,
  WebhookDeliveryEntry,
} from '../../../machines/account/admin.api';
import { PageLoading } from '../../components/page-loading';
import { AdminPage } from './admin-page';
import { AdminRefused } from './admin-refused';
import { useWebhookDeliveries } from './use-webhook-deliveries';

const STATE_LABELS: Record<DeliveryState, string> = {
  delivered: 'Delivered',
  pending: 'Pending',
  failed: 'Failed, will retry',
};

function lastErrorText(entry: WebhookDeliveryEntry): string {
  const kinds: Record<DeliveryErrorKind, string> = {
    http: `HTTP ${entry.lastStatus ?? ''}`.trim(),
    timeout: 'No answer in time',
    network: 'Could not connect',
  };
  return entry.lastError === null ? '' : kinds[entry.lastError];
}

function when(timestamp: string | null): string {
  if (timestamp === null) return '';
  return new Date(timestamp).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}

/**
 * `/admin/webhook-deliveries` (server mode, administrators): how the partners' webhook events
 * stand, newest first. Read-only; never an event's body or signature.
 */
export function WebhookDeliveriesPage() {
  return (
    <AdminPage
      title="Webhook deliveries"
      browserOnly="This browser-only version sends no webhooks, so it has no deliveries."
    >
      <Deliveries />
    </AdminPage>
  );
}

function Deliveries() {
  const view = useWebhookDeliveries();
  if (view.kind === 'loading') return <PageLoading label="Loading the webhook deliveries" />;
  if (view.kind === 'refused') return <AdminRefused message={view.message} />;
  if (view.kind === 'failed') return <Alert severity="error">{view.message}</Alert>;
  return (
    <>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Webhook deliveries, newest first">
          <TableHead>
            <TableRow>
              <TableCell>Queued</TableCell>
              <TableCell>Partner</TableCell>
              <TableCell>Event</TableCell>
              <TableCell>Case</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Attempts</TableCell>
              <TableCell>Last error</TableCell>
              <TableCell>Delivered</TableCell>
              <TableCell>Next attempt</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.deliveries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{when(entry.createdAt)}</TableCell>
                <TableCell>
                  <bdi>{entry.partner.name}</bdi>
                </TableCell>
                <TableCell>{entry.eventType}</TableCell>
                <TableCell>{entry.caseReference}</TableCell>
                <TableCell>{STATE_LABELS[entry.state]}</TableCell>
                <TableCell>{entry.attempts}</TableCell>
                <TableCell>{lastErrorText(entry)}</TableCell>
                <TableCell>{when(entry.deliveredAt)}</TableCell>
                <TableCell>{when(entry.nextAttemptAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {view.deliveries.length === 0 ? <Alert severity="info">No webhook events yet.</Alert> : null}
    </>
  );
}
