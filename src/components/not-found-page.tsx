import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { AppHeader } from './app-header';
import { PageContainer } from './page-container';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // SPEC §2: the attempted path is logged. A path carries no health data.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <Typography variant="h4" component="h1" gutterBottom>
          Oops! Page not found
        </Typography>
        <Typography sx={{ mb: 3 }}>There is no page at this address.</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Return to Home
        </Button>
      </PageContainer>
    </>
  );
}
