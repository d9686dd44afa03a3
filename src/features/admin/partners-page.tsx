import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  ADMIN_REVIEWERS_PAGE,
  ADMIN_WEBHOOK_DELIVERIES_PAGE,
} from '../../../machines/account/account.rules';
import { PageLoading } from '../../components/page-loading';
import { AdminPage } from './admin-page';
import { AdminRefused } from './admin-refused';
import { PartnerForm } from './partner-form';
import { PartnerTable } from './partner-table';
import { ShownWebhookSecret } from './shown-webhook-secret';
import { usePartnerAdmin } from './use-partner-admin';

/** `/admin/partners` (server mode, administrators): the co-brands and their catalogues. */
export function PartnersPage() {
  return (
    <AdminPage
      title="Partners"
      browserOnly="This browser-only version has one partner, from partner.config.json: partners are managed in server mode."
    >
      <ManagedPartners />
    </AdminPage>
  );
}

function ManagedPartners() {
  const admin = usePartnerAdmin();
  const { list } = admin;
  if (list.kind === 'loading') return <PageLoading label="Loading the partners" />;
  if (list.kind === 'refused') return <AdminRefused message={list.message} />;
  if (list.kind === 'failed') return <Alert severity="error">{list.message}</Alert>;
  return (
    <>
      {/* The outcome of each save, announced where it happened. */}
      <Box role="status" sx={{ mb: 2 }}>
        {admin.notice ? <Alert severity="success">{admin.notice}</Alert> : null}
      </Box>
      {admin.shownSecret ? <ShownWebhookSecret shown={admin.shownSecret} /> : null}
      <Paper variant="outlined" sx={{ p: 2, mb: 3, overflowX: 'auto' }}>
        {list.partners.length > 0 ? (
          <PartnerTable partners={list.partners} onEdit={admin.edit} />
        ) : (
          <Typography>No partner yet: patients start at / under the default co-brand.</Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, maxWidth: 720 }}>
        <PartnerForm key={admin.editing?.slug ?? 'new'} admin={admin} />
      </Paper>
      <Typography>
        <Link component={RouterLink} to={ADMIN_REVIEWERS_PAGE}>
          Reviewers
        </Link>
      </Typography>
      <Typography>
        <Link component={RouterLink} to={ADMIN_WEBHOOK_DELIVERIES_PAGE}>
          Webhook deliveries
        </Link>
      </Typography>
    </>
  );
}
