import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { ProblemAlert } from '../../components/problem-alert';
import { isServerMode } from '../../config/case-store-mode';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoginForm } from './use-login-form';

// Only a reviewer with a second factor sees it, after their password: not in the page's load.
const FactorCodeFields = lazy(async () => ({
  default: (await import('./factor-code-fields')).FactorCodeFields,
}));

/**
 * SPEC §2 and §6: in browser mode the form checks nothing and goes straight to the case
 * overview; the credentials are never read or kept. In server mode the server checks them.
 */
export function LoginPage() {
  const { step, busy, problem, notice, onSubmit, startAgain } = useLoginForm();
  const titleId = useId();
  const problemId = useId();
  useDocumentTitle('Admin Login');

  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <Paper
          component="form"
          variant="outlined"
          onSubmit={onSubmit}
          aria-labelledby={titleId}
          noValidate
          sx={{ p: { xs: 3, sm: 4 } }}
        >
          <PageHeading id={titleId}>Admin Login</PageHeading>
          <ProblemAlert id={problemId} problem={problem} notice={notice} />
          {step === 'factor' ? (
            <Suspense fallback={null}>
              <FactorCodeFields
                busy={busy}
                problemId={problem ? problemId : null}
                onStartAgain={startAgain}
              />
            </Suspense>
          ) : (
            <PasswordFields busy={busy} problemId={problem ? problemId : null} />
          )}
        </Paper>
      </PageContainer>
    </>
  );
}

/** The sign-in's first step: the username and password, and how to reset a forgotten one. */
function PasswordFields({ busy, problemId }: { busy: boolean; problemId: string | null }) {
  const problem = problemId !== null;
  return (
    <>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        error={problem}
        slotProps={{ htmlInput: { 'aria-describedby': problemId ?? undefined } }}
        fullWidth
        margin="normal"
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={problem}
        slotProps={{ htmlInput: { 'aria-describedby': problemId ?? undefined } }}
        fullWidth
        margin="normal"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={busy}
        sx={{ mt: 2 }}
      >
        Login
      </Button>
      {isServerMode() ? <ResetByAdministrator /> : <ResetNotAvailable />}
    </>
  );
}

/** Server mode: the clinic's administrator issues reset links; this leads to the page that takes one. */
function ResetByAdministrator() {
  const noteId = useId();
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      {/* RESET_PASSWORD_PAGE, written out: the sign-in page's first load stays as it was. */}
      <Link component={RouterLink} to="/reset-password" aria-describedby={noteId}>
        Reset your password
      </Link>
      <Typography id={noteId} variant="body2" color="text.secondary">
        Forgot your password? Your clinic&apos;s administrator issues you a one-time reset link,
        valid for 24 hours: open it, or paste it on the reset page.
      </Typography>
    </Box>
  );
}

/** Browser-only mode keeps the spec's link, which has nothing to reset. */
function ResetNotAvailable() {
  const resetNoteId = useId();
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      {/* Not a dead href="#": a button that says it does nothing yet. */}
      <Link
        component="button"
        type="button"
        aria-disabled="true"
        aria-describedby={resetNoteId}
        onClick={(event) => event.preventDefault()}
      >
        Reset your password
      </Link>
      <Typography id={resetNoteId} variant="body2" color="text.secondary">
        Password reset is not available yet.
      </Typography>
    </Box>
  );
}
