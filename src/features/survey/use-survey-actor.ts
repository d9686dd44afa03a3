import { useActor } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Snapshot } from 'xstate';
import {
  stepDraft,
  stepOf,
  type SurveyAnswers,
  type SurveyMachine,
  type SurveyStepId,
} from '../../../machines/survey';
import { surveySnapshotStore } from '../../storage/survey-snapshot-store';

export interface SurveyResume {
  snapshot: Snapshot<unknown>;
  draft: Partial<SurveyAnswers> | null;
}

/**
 * Runs the survey machine from where an earlier page load left it, and keeps in session
 * storage every settled step plus the current step's unsent answer, so a reload loses
 * nothing. A finished survey keeps only its case's reference.
 */
export function useSurveyActor(machine: SurveyMachine, run: string, resume?: SurveyResume) {
  const [snapshot, send, actorRef] = useActor(machine, { snapshot: resume?.snapshot });
  const step = stepOf(snapshot.value);
  // What the person changed on this step; a step change starts again from the machine's answers.
  const [visit, setVisit] = useState<{ step: SurveyStepId; edited: Partial<SurveyAnswers> | null }>(
    () => ({ step, edited: resume?.draft ?? null }),
  );
  if (visit.step !== step) setVisit({ step, edited: null });
  const edited = visit.step === step ? visit.edited : null;
  const draft = edited ?? stepDraft(step, snapshot.context.answers);

  useEffect(() => {
    if (snapshot.status === 'done') {
      surveySnapshotStore.saveSubmitted(run, snapshot.context.caseId);
    } else if (!snapshot.hasTag('busy')) {
      // A snapshot taken mid-submission would submit again on restore: keep the last calm one.
      surveySnapshotStore.saveProgress(run, actorRef.getPersistedSnapshot(), edited);
    }
  }, [snapshot, edited, run, actorRef]);

  return {
    snapshot,
    send,
    actorRef,
    draft,
    changeDraft: (patch: Partial<SurveyAnswers>) =>
      setVisit({ step, edited: { ...draft, ...patch } }),
  };
}
