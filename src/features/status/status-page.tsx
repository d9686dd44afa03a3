import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { patientStatusView, STATUS_API, STATUS_NOT_FOUND_MESSAGE } from '../../../machines/status';
import { STATUS_CHECK_NEEDED_MESSAGE } from '../../../machines/status/status-check';
import {
  STATUS_LINK_EXPIRED_MESSAGE,
  STATUS_LINK_LIFETIME_MONTHS,
} from '../../../machines/status/status-link-expiry';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { PageHeading } from '../../components/page-heading';
import { PageLoading } from '../../components/page-loading';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDay } from './format-day';
import { LastNameCheck } from './last-name-check';
import { PatientQuestions } from './patient-question';
import { RecordDownload } from './record-download';
import { StatusOutcome } from './status-outcome';
import { usePatientStatus } from './use-patient-status';

const HEADING_ID = 'status-heading';

/** The page's heading, and its title, for what the link opened. */
const HEADINGS = {
  loading: 'Your request',
  failed: 'Your request',
  found: 'Your request',
  'not-found': STATUS_NOT_FOUND_MESSAGE,
  expired: STATUS_LINK_EXPIRED_MESSAGE,
  'check-needed': STATUS_CHECK_NEEDED_MESSAGE,
} as const;

const TITLES = {
  ...HEADINGS,
  'not-found': 'Request not found',
  expired: 'Link expired',
  'check-needed': 'Your request',
} as const;

/**
 * `/status/:token`: the patient's private view of one request. No account, no answers; the
 * letter, questions and answers only once the patient typed their last name.
 */
export function StatusPage() {
  const token = useParams().token ?? '';
  const { state, reload } = usePatientStatus(token);
  const shown = state.phase === 'ready' ? state.lookup.kind : state.phase;
  useDocumentTitle(TITLES[shown]);

  // A patient arrives here by opening the link (a full page load, which moves no focus): each
  // time the page comes to say something else (the request, the name asked, an expired
  // link), the heading that names it takes focus, so a screen reader starts there.
  useEffect(() => {
    if (shown !== 'loading') document.getElementById(HEADING_ID)?.focus();
  }, [shown]);

  return (
    <>
      <AppHeader />
      <PageContainer maxWidth="sm">
        <PageHeading id={HEADING_ID}>{HEADINGS[shown]}</PageHeading>
        {state.phase === 'loading' ? <PageLoading label="Loading your request" /> : null}
        {state.phase === 'failed' ? <Alert severity="error">{state.message}</Alert> : null}
        {shown === 'expired' ? (
          <Typography>
            A status link works for {STATUS_LINK_LIFETIME_MONTHS} months after the last decision on
            a request. If you need your letter again, ask the provider who issued it, or start a new
            questionnaire.
          </Typography>
        ) : null}
        {shown === 'check-needed' ? <LastNameCheck token={token} onPassed={reload} /> : null}
        {shown === 'not-found' ? (
          <Typography>
            Check that you opened the whole link you were given after submitting. The link is the
            only way to see a request, so we cannot look it up another way.
          </Typography>
        ) : null}
        {state.phase === 'ready' && state.lookup.kind === 'found' ? (
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
