import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { VERIFICATION_TEXT } from '../../../machines/letter';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { PageLoading } from '../../components/page-loading';
import { isServerMode } from '../../config/case-store-mode';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FileCheck } from './file-check';
import { LetterDetailsForm } from './letter-details-form';
import { useLoaded } from './use-loaded';
import { fetchVerification, type VerificationAnswer } from '../../api/verify-api';
import { VerificationSummary } from './verification-summary';

/**
 * `/verify/:code`: anyone (a plan administrator) checks a letter with no account: its status
 * and signer, whether the file they hold is exactly the one issued, and, given the patient's
 * last name, the letter's content as issued.
 */
export function VerifyPage() {
  const code = useParams().code ?? '';
  useDocumentTitle('Letter verification');
  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <PageHeading>Letter verification</PageHeading>
        {isServerMode() ? (
          <VerificationAnswerView key={code} code={code} />
        ) : (
          <Typography>
            Letters are verified by the clinic&apos;s server; this copy of the app runs without one.
          </Typography>
        )}
      </PageContainer>
    </>
  );
}

function VerificationAnswerView({ code }: { code: string }) {
  const loaded = useLoaded<VerificationAnswer>(() => fetchVerification(code), code);
  if (loaded.status === 'loading') return <PageLoading label="Checking the letter" />;
  if (loaded.status === 'failed') return <Alert severity="error">{loaded.message}</Alert>;
  const answer = loaded.data;
  if (!answer.found)
    return (
      <Alert severity="error" role="status">
        {VERIFICATION_TEXT.unknown}
      </Alert>
    );
  return (
    <>
      <VerificationSummary answer={answer} />
      <FileCheck fingerprint={answer.fingerprint} issuedOn={answer.issuedOn} />
      <LetterDetailsForm code={code} />
    </>
  );
}
