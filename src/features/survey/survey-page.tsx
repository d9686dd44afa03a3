import { useState } from 'react';
import {
  submittedSurveySnapshot,
  type StoredSurvey,
  type SurveyMachine,
} from '../../../machines/survey';
import { surveySnapshotStore } from '../../storage/survey-snapshot-store';
import { usePrefetchSurveyChunks } from './prefetch-survey-chunks';
import { appSurveyMachine } from './survey-actors';
import { SurveyRun } from './survey-run';

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
  // A survey submitted before a reload shows its thank-you again (history cannot reopen it).
  const resume =
    stored?.kind === 'submitted'
      ? { snapshot: submittedSurveySnapshot(stored.caseId), draft: null }
      : stored;
  return (
    <SurveyRun
      key={session.run}
      machine={machine}
      run={session.run}
      resume={resume}
      focusFirst={session.requested}
      onStartNew={startNew}
    />
  );
}
