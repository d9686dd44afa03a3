import { useEffect, useState } from 'react';
import type { Snapshot } from 'xstate';
import { stepDraft, stepOf, type SurveyAnswers, type SurveyStepId } from '../../../machines/survey';
import { useInspector } from '../../lib/inspector/use-inspector';
import { surveySnapshotStore } from '../../storage/survey-snapshot-store';
import { SurveyActorContext } from './survey-actor-context';

export interface SurveyResume {
  snapshot: Snapshot<unknown>;
  draft: Partial<SurveyAnswers> | null;
}

/**
 * The survey the page provides (SurveyActorContext), resumed where an earlier page load left
 * it: keeps in session storage every settled step plus the current step's unsent answer, so
 * a reload loses nothing. A finished survey keeps only its case's reference.
 */
export function useSurveyActor(run: string, resume?: SurveyResume) {
  const actorRef = SurveyActorContext.useActorRef();
  const snapshot = SurveyActorContext.useSelector((current) => current);
  useInspector(actorRef, 'survey');
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
    actorRef,
    draft,
    changeDraft: (patch: Partial<SurveyAnswers>) =>
      setVisit({ step, edited: { ...draft, ...patch } }),
  };
}
