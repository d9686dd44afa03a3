import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { resetTokenOf } from '../../../machines/account/account.rules';
import { resetPassword } from '../../api/account-api';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { ProblemAlert } from '../../components/problem-alert';
import { isServerMode } from '../../config/case-store-mode';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NewPasswordFields } from './new-password-fields';
import { usePasswordForm } from './use-password-form';

const NOT_A_LINK =
  'Paste the whole reset link your administrator gave you, or the code at its end.';

/**
 * `/reset-password/<token>` and `/reset-password` (server mode): a reviewer sets a new
 * password with the one-time link their clinic's administrator issued. Without the token in
 * the address, the link or its code is pasted into a field.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Set a new password');
  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <PageHeading>Set a new password</PageHeading>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          {isServerMode() ? (
            <ResetForm />
          ) : (
            <Alert severity="info">
              This browser-only version has no sign-in, so there is no password to reset.
            </Alert>
          )}
        </Paper>
      </PageContainer>
    </>
  );
}

function ResetForm() {
  const { token: fromAddress } = useParams();
  const problemId = useId();
  const form = usePasswordForm(async (fields, newPassword) => {
    const token = fromAddress ?? resetTokenOf(String(fields.get('resetLink') ?? ''));
    if (!token) throw new Error(NOT_A_LINK);
    await resetPassword({ token, newPassword });
  });
  const described = form.problem ? problemId : null;
  if (form.done) {
    return (
      <>
        <ProblemAlert
          id={problemId}
          problem={null}
          notice="Your new password is set, and every session of yours was signed out."
        />
        <Link component={RouterLink} to="/login">
          Sign in with your new password
        </Link>
      </>
    );
  }
  return (
    <Box component="form" onSubmit={form.onSubmit} noValidate aria-label="Set a new password">
      <Typography gutterBottom>
        A reset link works once, for 24 hours after your administrator issued it. Choose your new
        password and type it twice.
      </Typography>
      <ProblemAlert id={problemId} problem={form.problem} notice={null} />
      {fromAddress === undefined ? (
        <TextField
          label="Reset link or code"
          name="resetLink"
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false } }}
          fullWidth
          margin="normal"
        />
      ) : null}
      <NewPasswordFields problemId={described} />
      <Button type="submit" variant="contained" loading={form.busy} sx={{ mt: 2 }}>
        Set new password
      </Button>
    </Box>
  );
}
