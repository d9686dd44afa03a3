import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** The <main> landmark with the page's width and breathing room. */
export function PageContainer({
  children,
  maxWidth = 'md',
}: {
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Container component="main" maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 5 } }}>
      {children}
    </Container>
  );
}
