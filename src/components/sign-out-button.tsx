import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_REVIEWERS_PAGE, PASSWORD_PAGE } from '../../machines/account/account.rules';

/**
 * Server mode, signed in: who is signed in, their account's pages, an administrator's pages
 * for an administrator, and Sign out (DELETE /api/session, then /login).
 * If the server cannot be told, the reviewer is told so rather than shown a false sign-out.
 */
export function SignOutButton({ reviewer, admin }: { reviewer: string; admin: boolean }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signOutNow = async () => {
    setBusy(true);
    setError(null);
    try {
      // Loaded on click: the patient's first page never needs the session client.
      const { signOut } = await import('../api/session-api');
      await signOut();
      void navigate('/login', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Signing out failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" size="small" loading={busy} onClick={() => void signOutNow()}>
        Sign out
      </Button>
      {/* The account pages link on to the second factor. */}
      <Button href={PASSWORD_PAGE} size="small">
        Your account
      </Button>
      {/* The reviewers' page links on to the security events. */}
      {admin ? (
        <Button href={ADMIN_REVIEWERS_PAGE} size="small">
          Reviewers
        </Button>
      ) : null}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: { xs: 'none', sm: 'block' }, overflowWrap: 'anywhere' }}
      >
        Signed in as <bdi>{reviewer}</bdi>
      </Typography>
      <Snackbar open={error !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </>
  );
}
