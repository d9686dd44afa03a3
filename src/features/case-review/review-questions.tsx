import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { mayAskPatient, type CaseRecord } from '../../../machines/case';
import { isServerMode } from '../../config/case-store-mode';
import { PatientExchange } from './patient-exchange';
import { useIdleAfterPaint } from '../../lib/use-idle-after-paint';

// Server mode only, and only while a question may be asked: its own chunk, asked for once the
// case is on screen (its dialog and text field would otherwise load with the page).
const AskPatient = lazy(async () => ({
  default: (await import('./ask-patient-dialog')).AskPatient,
}));

export const QUESTION_SENT_MESSAGE =
  "Question sent. The case waits for the patient's answer and is skipped by Next open case.";

/**
 * The review page's part of a question to the patient: the "Ask the patient" button (for the
 * row beside Approve and Deny, server mode, while the lifecycle takes a question) and the
 * exchange with the announcement that a question went out.
 */
export function useReviewQuestions(
  entry: CaseRecord,
  onChanged?: () => void,
): { askButton: ReactNode; exchange: ReactNode } {
  const exchangeHeading = useRef<HTMLHeadingElement>(null);
  const [sent, setSent] = useState(false);
  const onSent = useCallback(() => {
    setSent(true);
    onChanged?.();
  }, [onChanged]);
  // Once the case read again waits for the patient, the button that opened the dialog is
  // gone: focus goes to the exchange, which now ends with the question.
  const waiting = entry.openStage === 'waitingForPatient';
  useEffect(() => {
    if (sent && waiting) exchangeHeading.current?.focus();
  }, [sent, waiting]);

  const idle = useIdleAfterPaint();
  const mayAsk =
    isServerMode() && mayAskPatient({ status: entry.status, openStage: entry.openStage ?? null });
  return {
    askButton:
      mayAsk && idle ? (
        <Suspense fallback={null}>
          <AskPatient caseId={entry.id} onSent={onSent} />
        </Suspense>
      ) : null,
    exchange: (
      <>
        {entry.exchange ? (
          <PatientExchange ref={exchangeHeading} exchange={entry.exchange} />
        ) : null}
        <Typography role="status" sx={{ mt: 2 }}>
          {sent ? QUESTION_SENT_MESSAGE : null}
        </Typography>
      </>
    ),
  };
}
