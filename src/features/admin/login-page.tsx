import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * SPEC §2 and §6: the form checks nothing and goes straight to the case overview; there is
 * no server, and the admin pages are not protected. The credentials are never read or kept.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const titleId = useId();
  const resetNoteId = useId();
  useDocumentTitle('Admin Login');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate('/case-overview');
  };

  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <Paper
          component="form"
          variant="outlined"
          onSubmit={submit}
          aria-labelledby={titleId}
          sx={{ p: { xs: 3, sm: 4 } }}
        >
          <PageHeading id={titleId}>Admin Login</PageHeading>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            fullWidth
            margin="normal"
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            fullWidth
            margin="normal"
          />
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
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
        </Paper>
      </PageContainer>
    </>
  );
}
