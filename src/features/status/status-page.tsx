import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { patientStatusView, STATUS_API, STATUS_NOT_FOUND_MESSAGE } from '../../../machines/status';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { PageLoading } from '../../components/page-loading';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDay } from './format-day';
import { PatientQuestions } from './patient-question';
import { RecordDownload } from './record-download';
import { StatusOutcome } from './status-outcome';
import { usePatientStatus } from './use-patient-status';

const HEADING_ID = 'status-heading';

/** `/status/:token`: the patient's private view of one request. No account, no answers. */
export function StatusPage() {
  const token = useParams().token ?? '';
  const state = usePatientStatus(token);
  const notFound = state.phase === 'ready' && !state.lookup.found;
  useDocumentTitle(notFound ? 'Request not found' : 'Your request');

  // A patient always arrives here by opening the link (a full page load, which moves no
  // focus): once the answer is in, the heading that names it takes focus, so a screen
  // reader starts at what the page says rather than at the header.
  const settled = state.phase !== 'loading';
  useEffect(() => {
    if (settled) document.getElementById(HEADING_ID)?.focus();
  }, [settled]);

  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <PageHeading id={HEADING_ID}>
          {notFound ? STATUS_NOT_FOUND_MESSAGE : 'Your request'}
        </PageHeading>
        {state.phase === 'loading' ? <PageLoading label="Loading your request" /> : null}
        {state.phase === 'failed' ? <Alert severity="error">{state.message}</Alert> : null}
        {notFound ? (
          <Typography>
            Check that you opened the whole link you were given after submitting. The link is the
            only way to see a request, so we cannot look it up another way.
          </Typography>
        ) : null}
        {state.phase === 'ready' && state.lookup.found ? (
          <>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, mb: 3 }}
            >
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                Reference number
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {state.lookup.status.reference}
              </Typography>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                Submitted
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDay(state.lookup.status.dateSubmitted)}
              </Typography>
            </Box>
            {/* A decision made while the page is open is read out where it appears. */}
            <div role="status" aria-live="polite">
              <StatusOutcome
                view={patientStatusView(state.lookup.status)}
                letterUrl={STATUS_API.letterPdf(token)}
              />
            </div>
            <PatientQuestions status={state.lookup.status} token={token} />
            {state.refreshFailed ? (
              <Alert severity="warning" sx={{ mt: 2 }}>
                This page could not check for news just now: {state.refreshFailed} It keeps trying.
              </Alert>
            ) : null}
            <RecordDownload token={token} />
          </>
        ) : null}
      </PageContainer>
    </>
  );
}
