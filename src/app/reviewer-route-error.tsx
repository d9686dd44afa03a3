import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ServerRequestError } from '../api/api-errors';
import { AppHeader } from '../components/app-header';
import { PageContainer } from '../components/page-container';

/** The sign-in check could not be made (server down, offline): say so and offer a retry. */
export function ReviewerRouteError({ error }: { error: unknown }) {
  const message =
    error instanceof ServerRequestError ? error.message : 'This page could not be shown.';

  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <Typography variant="h4" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Alert severity="error" sx={{ mb: 3 }}>
          {message}
        </Alert>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </PageContainer>
    </>
  );
}
