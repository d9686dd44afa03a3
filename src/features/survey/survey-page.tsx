import { useState } from 'react';
import { stepNumber, type StoredSurvey, type SurveyMachine } from '../../../machines/survey';
import { surveySnapshotStore } from '../../storage/survey-snapshot-store';
import { usePrefetchSurveyChunks } from './prefetch-survey-chunks';
import { appSurveyMachine } from './survey-actors';
import { SurveyFrame } from './survey-frame';
import { SurveyRun } from './survey-run';
import { ThankYouStep } from './thank-you-step';
import { SurveyHistorySync } from './use-survey-history';

interface Session {
  run: string;
  stored?: StoredSurvey;
  /** Started by the person's "Start a new questionnaire", not by opening the page. */
  requested: boolean;
}

const newRunId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function openSession(stored: StoredSurvey | undefined): Session {
  return stored
    ? { run: stored.run, stored, requested: false }
    : { run: newRunId(), requested: false };
}

/** The thank-you of a survey submitted before a reload: history cannot reopen it. */
function SubmittedSurvey(props: { run: string; caseId: number | null; onStartNew: () => void }) {
  const thankYou = stepNumber('thankYou');
  return (
    <SurveyFrame step="thankYou">
      <SurveyHistorySync run={props.run} step={thankYou} moveTo={() => thankYou} />
      <ThankYouStep caseId={props.caseId} focusTitle={false} onStartNew={props.onStartNew} />
    </SurveyFrame>
  );
}

/**
 * Route `/`: the patient questionnaire. It resumes the survey this tab left, shows the
 * thank-you of one already submitted, and starts a new one only when the person asks.
 */
export function SurveyPage({ machine = appSurveyMachine }: { machine?: SurveyMachine }) {
  usePrefetchSurveyChunks();
  const [session, setSession] = useState(() => openSession(surveySnapshotStore.load()));
  const startNew = () => {
    surveySnapshotStore.clear();
    setSession({ run: newRunId(), requested: true });
  };

  const { stored } = session;
  if (stored?.kind === 'submitted') {
    return <SubmittedSurvey run={session.run} caseId={stored.caseId} onStartNew={startNew} />;
  }
  return (
    <SurveyRun
      key={session.run}
      machine={machine}
      run={session.run}
      resume={stored}
      focusFirst={session.requested}
      onStartNew={startNew}
    />
  );
}
