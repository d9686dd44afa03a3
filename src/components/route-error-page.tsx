import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { PageContainer } from './page-container';

/** Shown instead of a blank page when a screen fails to load or render. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    console.error('A page failed to render:', error instanceof Error ? error.name : 'unknown');
  }, [error]);

  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 3 }}>
        This page could not be shown. Your answers stay saved in this browser.
      </Typography>
      <Button variant="contained" onClick={() => window.location.assign('/')}>
        Return to Home
      </Button>
    </PageContainer>
  );
}
