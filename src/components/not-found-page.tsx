import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';
import { AppHeader } from './app-header';
import { PageContainer } from './page-container';
import { PageHeading } from './page-heading';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');

  useEffect(() => {
    // SPEC §2: the attempted path is logged. A path carries no health data.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <PageHeading>Oops! Page not found</PageHeading>
        <Typography sx={{ mb: 3 }}>There is no page at this address.</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Return to Home
        </Button>
      </PageContainer>
    </>
  );
}
