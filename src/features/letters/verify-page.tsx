import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { formatLetterDate, VERIFICATION_TEXT } from '../../../machines/letter';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { PageLoading } from '../../components/page-loading';
import { isServerMode } from '../../config/case-store-mode';
import { useDocumentTitle } from '../../lib/use-document-title';
import { fetchVerification, type Verification } from './letters-api';
import { useLoaded } from './use-loaded';

/** `/verify/:code`: anyone (a plan administrator) checks a letter; no account, no health data. */
export function VerifyPage() {
  const code = useParams().code ?? '';
  useDocumentTitle('Letter verification');
  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <PageHeading>Letter verification</PageHeading>
        {isServerMode() ? (
          <VerificationAnswer key={code} code={code} />
        ) : (
          <Typography>
            Letters are verified by the clinic&apos;s server; this copy of the app runs without one.
          </Typography>
        )}
      </PageContainer>
    </>
  );
}

function VerificationAnswer({ code }: { code: string }) {
  const loaded = useLoaded<Verification>(() => fetchVerification(code), code);
  if (loaded.status === 'loading') return <PageLoading label="Checking the letter" />;
  if (loaded.status === 'failed') return <Alert severity="error">{loaded.message}</Alert>;
  const answer = loaded.data;
  if (!answer.found)
    return (
      <Alert severity="error" role="status">
        {VERIFICATION_TEXT.unknown}
      </Alert>
    );
  const rows: [string, string][] = [
    ['Issued', formatLetterDate(answer.issuedOn)],
    ['Valid until', formatLetterDate(answer.validUntil)],
    ['Provider', `${answer.provider.fullName}, ${answer.provider.credentials}`],
    ['NPI', answer.provider.npi],
    ['Patient', answer.patientInitials],
  ];
  return (
    <>
      <Alert
        severity={answer.status === 'valid' ? 'success' : 'warning'}
        role="status"
        sx={{ mb: 2 }}
      >
        {VERIFICATION_TEXT[answer.status]}
      </Alert>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
