import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { changePassword } from '../../api/account-api';
import { AppHeader } from '../../components/app-header';
import { BackToOverviewLink } from '../../components/back-to-overview-link';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { ProblemAlert } from '../../components/problem-alert';
import { isServerMode } from '../../config/case-store-mode';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NewPasswordFields } from './new-password-fields';
import { usePasswordForm } from './use-password-form';

/** `/account/password` (server mode): a signed-in reviewer changes their own password. */
export function PasswordPage() {
  useDocumentTitle('Change your password');
  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <BackToOverviewLink />
        <PageHeading>Change your password</PageHeading>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          {isServerMode() ? (
            <ChangePasswordForm />
          ) : (
            <Alert severity="info">
              This browser-only version has no sign-in, so there is no password to change.
            </Alert>
          )}
        </Paper>
        <Typography sx={{ mt: 2 }}>
          {/* SECOND_FACTOR_PAGE, written out for the reason of account.rules.ts. */}
          <Link component={RouterLink} to="/account/second-factor">
            Your second factor
          </Link>
        </Typography>
      </PageContainer>
    </>
  );
}

function ChangePasswordForm() {
  const problemId = useId();
  const form = usePasswordForm((fields, newPassword) =>
    changePassword({ currentPassword: String(fields.get('currentPassword') ?? ''), newPassword }),
  );
  const described = form.problem ? problemId : null;
  return (
    <Box component="form" onSubmit={form.onSubmit} noValidate aria-label="Change your password">
      <Typography gutterBottom>
        Type your current password, then the new one twice. Your other sessions, on any other
        computer or browser, are signed out; this one stays.
      </Typography>
      <ProblemAlert
        id={problemId}
        problem={form.problem}
        notice={
          form.done
            ? 'Your password is changed. Any other sessions of yours were signed out.'
            : null
        }
      />
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        slotProps={{ htmlInput: { 'aria-describedby': described ?? undefined } }}
        fullWidth
        margin="normal"
      />
      <NewPasswordFields problemId={described} />
      <Button type="submit" variant="contained" loading={form.busy} sx={{ mt: 2 }}>
        Change password
      </Button>
    </Box>
  );
}
