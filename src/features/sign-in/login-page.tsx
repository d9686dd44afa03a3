import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { ProblemAlert } from '../../components/problem-alert';
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

/** The sign-in's first step: the username and password, and the (not yet available) reset. */
function PasswordFields({ busy, problemId }: { busy: boolean; problemId: string | null }) {
  const resetNoteId = useId();
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
    </>
  );
}
