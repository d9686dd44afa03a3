import { useParams } from 'react-router-dom';
import { parseCaseId } from '../../../machines/case';
import { AppHeader } from '../../components/app-header';
import { BackToOverviewLink } from '../../components/back-to-overview-link';
import { NotFoundPage } from '../../components/not-found-page';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { isServerMode } from '../../config/case-store-mode';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LetterPreview } from './letter-preview';
import { LetterPrintStyles } from './letter-print-styles';
import { SignedLetter } from './signed-letter';

/**
 * `/letters/:caseId`: in server mode the case's signed letter (printable, with its PDF); in
 * browser-only mode, which has no provider, a preview built from the case's answers.
 */
export function LetterPage() {
  const caseId = parseCaseId(useParams().caseId);
  // The case number only: a title shows in tabs, history and screen shares.
  useDocumentTitle(`Letter of case ${caseId ?? ''}`.trim());
  if (caseId === null) return <NotFoundPage />;
  return (
    <>
      <LetterPrintStyles />
      <AppHeader />
      <PageContainer>
        <BackToOverviewLink className="letter-screen-only" />
        <PageHeading>Letter of case {caseId}</PageHeading>
        {isServerMode() ? (
          <SignedLetter key={caseId} caseId={caseId} />
        ) : (
          <LetterPreview key={caseId} caseId={caseId} />
        )}
      </PageContainer>
    </>
  );
}
