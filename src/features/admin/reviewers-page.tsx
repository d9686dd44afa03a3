import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  ADMIN_PARTNERS_PAGE,
  ADMIN_SECURITY_EVENTS_PAGE,
  ADMIN_WEBHOOK_DELIVERIES_PAGE,
} from '../../../machines/account/account.rules';
import { useSignedInReviewer } from '../../api/reviewer-session';
import { PageLoading } from '../../components/page-loading';
import { AccountDialog } from './account-dialog';
import { AddReviewerForm } from './add-reviewer-form';
import { AdminPage } from './admin-page';
import { AdminRefused } from './admin-refused';
import { ReviewerTable } from './reviewer-table';
import { ShownResetLink } from './shown-reset-link';
import { useReviewerAccounts } from './use-reviewer-accounts';

/** `/admin/reviewers` (server mode, administrators): the clinic's reviewer accounts. */
export function ReviewersPage() {
  return (
    <AdminPage
      title="Reviewers"
      browserOnly="This browser-only version has no accounts: reviewers are managed in server mode."
    >
      <ManagedReviewers />
    </AdminPage>
  );
}

function ManagedReviewers() {
  const accounts = useReviewerAccounts();
  const me = useSignedInReviewer();
  const { list } = accounts;
  if (list.kind === 'loading') return <PageLoading label="Loading the reviewers" />;
  if (list.kind === 'refused') return <AdminRefused message={list.message} />;
  if (list.kind === 'failed') return <Alert severity="error">{list.message}</Alert>;
  return (
    <>
      {/* The outcome of each confirmed action, announced where it happened. */}
      <Box role="status" sx={{ mb: 2 }}>
        {accounts.notice ? <Alert severity="success">{accounts.notice}</Alert> : null}
      </Box>
      {accounts.shownLink ? <ShownResetLink link={accounts.shownLink} /> : null}
      <Paper variant="outlined" sx={{ p: 2, mb: 3, overflowX: 'auto' }}>
        <ReviewerTable reviewers={list.reviewers} me={me} onAsk={accounts.ask} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, maxWidth: 560 }}>
        <AddReviewerForm onAsk={accounts.ask} />
      </Paper>
      <Typography>
        <Link component={RouterLink} to={ADMIN_SECURITY_EVENTS_PAGE}>
          Security events
        </Link>
      </Typography>
      <Typography>
        <Link component={RouterLink} to={ADMIN_PARTNERS_PAGE}>
          Partners
        </Link>
      </Typography>
      <Typography>
        <Link component={RouterLink} to={ADMIN_WEBHOOK_DELIVERIES_PAGE}>
          Webhook deliveries
        </Link>
      </Typography>
      <AccountDialog accounts={accounts} />
    </>
  );
}
