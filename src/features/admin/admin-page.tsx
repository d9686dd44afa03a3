import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { AppHeader } from '../../components/app-header';
import { BackToOverviewLink } from '../../components/back-to-overview-link';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { isServerMode } from '../../config/case-store-mode';
import { useDocumentTitle } from '../../lib/use-document-title';

interface AdminPageProps {
  /** The page's heading and document title. */
  title: string;
  /** What the browser-only version, which has no server to administer, says instead. */
  browserOnly: string;
  /** The page in server mode. */
  children: ReactNode;
}

/** The frame of an administrator's page: header, way back, heading, server mode only. */
export function AdminPage({ title, browserOnly, children }: AdminPageProps) {
  useDocumentTitle(title);
  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="lg">
        <BackToOverviewLink />
        <PageHeading>{title}</PageHeading>
        {isServerMode() ? children : <Alert severity="info">{browserOnly}</Alert>}
      </PageContainer>
    </>
  );
}
