import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useActor } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import type { DecisionDialogsProps } from './decision-dialogs';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SECOND_FACTOR_PAGE } from '../../../machines/session/second-factor.rules';
import { DECIDABLE_TAG, openDialog, type CaseRecord } from '../../../machines/case';
import { SAMPLE_REVIEW_RECORD, type ReviewRecord } from '../../../machines/case/review.sample';
import { reviewFlags } from '../../../machines/case/review-flags';
import { useInspector } from '../../lib/inspector/use-inspector';
import { CaseStatusChip } from '../../components/case-status-chip';
import { isServerMode } from '../../config/case-store-mode';
import { ConsentRecord } from './consent-record';
import { OpenStageMark } from '../../components/open-stage-mark';
import { useReviewQuestions } from './review-questions';
import { DecisionHistory } from './decision-history';
import { ReviewCards } from './review-cards';
import { AnswerFlags } from './answer-flags';
import { decisionState } from '../../lib/decision-state';
import { reviewFlowMachine } from './review-flow';
import { useReviewerLicence } from './use-reviewer-licence';
import { CaseProduct } from './case-product';
import { preloadable } from '../../lib/preloadable';
import { useIdleAfterPaint } from '../../lib/use-idle-after-paint';

/**
 * The Approve and Deny dialogs come in a chunk of their own (MUI's dialog, the letter's and the
 * reason's fields): the case shows without waiting for them, and they follow in an idle moment
 * once it is on screen (docs/decisions/2026-11-29-reviewer-desk-loads-few-chunks.md).
 */
const decisionDialogs = preloadable(
  async () => (await import('./decision-dialogs')).DecisionDialogs,
);
export const preloadDecisionDialogs = decisionDialogs.preload;

/** A submitted case shows its own answers; a seeded one, which has none, the sample (PRODUCT.md). */
function reviewRecordOf(entry: CaseRecord): ReviewRecord {
  if (!entry.answers) return SAMPLE_REVIEW_RECORD;
  return { ...entry.answers, wantsToBuy: SAMPLE_REVIEW_RECORD.wantsToBuy };
}

/** One loaded case: its details, its status, and the approve/deny flow. */
export function CaseReview({ entry, onChanged }: { entry: CaseRecord; onChanged?: () => void }) {
  const navigate = useNavigate();
  const questions = useReviewQuestions(entry, onChanged);
  const [snapshot, send, actorRef] = useActor(reviewFlowMachine, {
    input: {
      caseId: entry.id,
      reasonRequired: isServerMode(),
      licenceRequired: isServerMode(),
      factorRequired: isServerMode(),
      caseState: entry.answers?.state ?? null,
    },
  });
  useInspector(actorRef, 'review');
  const { decision, error, changedTo } = snapshot.context;
  const saving = snapshot.matches('saving');
  const done = snapshot.status === 'done';

  useEffect(() => {
    // The overview announces the outcome; history.state carries the case number, no name.
    if (done && decision) navigate('/case-overview', { state: decisionState(entry.id, decision) });
  }, [done, decision, entry.id, navigate]);

  // The machine decides who may decide; the screen tells it the licence once it is known.
  const licence = useReviewerLicence();
  useEffect(() => {
    if (licence === 'unavailable') send({ type: 'licence.unavailable' });
    else if (licence !== null && licence !== 'anyone') {
      send({ type: 'licence.known', licence, factorEnrolled: licence.factorEnrolled });
    }
  }, [licence, send]);
  const { refusal } = snapshot.context;
  const record = reviewRecordOf(entry);
  const flags = reviewFlags(record);
  const signs = isServerMode();
  const dialog = openDialog(snapshot);
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ mb: 3, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Typography>
          {/* <bdi>: a name written right to left (or carrying a U+202E override) cannot
              reorder the text around it. */}
          Case {entry.id} · <bdi>{entry.name}</bdi> · submitted{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {entry.dateSubmitted}
          </Box>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="span">Current status:</Typography>
          <CaseStatusChip status={entry.status} />
          <OpenStageMark entry={entry} />
        </Stack>
      </Stack>
      <ConsentRecord consent={entry.consent} />
      <CaseProduct partner={entry.partner} />
      {entry.answers ? null : (
        <Alert severity="info" sx={{ mb: 3 }}>
          This sample case has no submitted answers, so the sample record is shown.
        </Alert>
      )}
      <AnswerFlags flags={flags} />
      <ReviewCards record={record} />
      {entry.history ? <DecisionHistory history={entry.history} /> : null}
      {questions.exchange}
      {/* The status each button sends is the one on screen now: the decision is saved only
          if the case still has it (another tab may change it while the dialog is open).
          The openers stay enabled while a dialog is open: the modal already makes them
          unreachable, and the dialog hands focus back to them on close, which a disabled
          button cannot take. The machine ignores an event it does not expect. */}
      {refusal ? (
        <Alert severity="warning" sx={{ mt: 4 }}>
          {refusal}: this case is read-only for you.
          {snapshot.context.factorMissing ? (
            <>
              {' '}
              <Link component={RouterLink} to={SECOND_FACTOR_PAGE}>
                Set up your second factor
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      {/* Only once the machine knows this reviewer may decide: never shown, then taken away. */}
      {snapshot.hasTag(DECIDABLE_TAG) ? (
        <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'flex-end' }}>
          {/* Server mode: the patient answers on their status page, which only it has. */}
          {questions.askButton}
          <Button
            variant="outlined"
            color="error"
            onClick={() => send({ type: 'case.deny', expectedStatus: entry.status })}
          >
            Deny
          </Button>
          <Button
            variant="contained"
            color="success"
            onClick={() => send({ type: 'case.approve', expectedStatus: entry.status })}
          >
            Approve
          </Button>
        </Stack>
      ) : null}
      <DeferredDecisionDialogs
        open={dialog}
        saving={saving}
        error={error}
        changedTo={changedTo}
        letterFrom={signs ? { record, product: entry.partner?.product } : null}
        flags={flags.length > 0 ? <AnswerFlags flags={flags} heading="h3" /> : null}
        reasonRequired={snapshot.context.reasonRequired}
        denialReason={snapshot.context.denialReason}
        denialNote={snapshot.context.denialNote}
        mayConfirmDenial={snapshot.can({ type: 'dialog.confirm' })}
        onApprove={(letter) => send({ type: 'dialog.confirm', letter })}
        onDeny={() => send({ type: 'dialog.confirm' })}
        onCancel={() => send({ type: 'dialog.cancel' })}
        onReason={(reason) => send({ type: 'dialog.reason', reason })}
        onNote={(note) => send({ type: 'dialog.note', note })}
      />
    </>
  );
}

/**
 * The dialogs, rendered once their chunk is wanted: when the case is on screen and the
 * browser idle, or at once when a decision starts (the dialog then shows as its chunk
 * arrives). Its own state, so wanting them renders nothing but them.
 */
function DeferredDecisionDialogs(props: DecisionDialogsProps) {
  const idle = useIdleAfterPaint();
  if (!idle && props.open === null) return null;
  return (
    <Suspense fallback={null}>
      <decisionDialogs.Component {...props} />
    </Suspense>
  );
}
