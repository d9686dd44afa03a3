import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { parseCaseId } from '../../../machines/case';
import { AppHeader } from '../../components/app-header';
import { BackToOverviewLink } from '../../components/back-to-overview-link';
import { NotFoundPage } from '../../components/not-found-page';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { PageLoading } from '../../components/page-loading';
import { StorageStatusAlert } from '../../components/storage-status-alert';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccessHistory } from './access-history';
import { CaseReview } from './case-review';
import { useCase } from './use-cases';

/** `/review/:caseId`: an id that is not a plain integer is no page at all (404). */
export function CaseReviewPage() {
  const caseId = parseCaseId(useParams().caseId);
  if (caseId === null) return <NotFoundPage />;
  // A new id is a new review: the key gives it a fresh machine.
  return <CaseReviewScreen key={caseId} caseId={caseId} />;
}

function CaseReviewScreen({ caseId }: { caseId: number }) {
  // A question sent from this page reads the case again at once, not at the next poll.
  const [reads, setReads] = useState(0);
  const readAgain = useCallback(() => setReads((count) => count + 1), []);
  const loaded = useCase(caseId, reads);
  const missing = loaded.status === 'ready' && loaded.data === undefined;
  // The case number only: a title shows in tabs, history and screen shares.
  useDocumentTitle(missing ? `Case ${caseId} not found` : `Review of case ${caseId}`);

  return (
    <>
      <AppHeader />
      <PageContainer>
        <BackToOverviewLink />
        <PageHeading>Patient Review</PageHeading>
        <StorageStatusAlert />
        {loaded.status === 'loading' ? (
          <PageLoading label="Loading case" />
        ) : loaded.status === 'failed' ? (
          <Alert severity="error">This case could not be loaded. Please reload the page.</Alert>
        ) : loaded.status === 'refused' ? (
          // Not licensed in the patient's state: a reviewer reads only the cases they may decide.
          <>
            <Typography variant="h5" component="h2" gutterBottom>
              {loaded.reason}
            </Typography>
            <Typography>
              You can open the cases of the states you are licensed in. This one is left to a
              reviewer licensed in the patient&apos;s state.
            </Typography>
          </>
        ) : loaded.data === undefined ? (
          <>
            <Typography variant="h5" component="h2" gutterBottom>
              Case not found
            </Typography>
            <Typography>
              There is no case number {caseId}. It may have been removed in another tab.
            </Typography>
          </>
        ) : (
          <>
            <CaseReview entry={loaded.data} onChanged={readAgain} />
            <AccessHistory caseId={caseId} />
          </>
        )}
      </PageContainer>
    </>
  );
}
