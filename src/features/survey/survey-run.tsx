import { useState } from 'react';
import {
  stepDraft,
  stepNumber,
  stepOf,
  SURVEY_STEP_COUNT,
  type SurveyEvent,
  type SurveyMachine,
  type SurveyStepId,
} from '../../../machines/survey';
import { SurveyActorContext } from './survey-actor-context';
import { SurveyFrame } from './survey-frame';
import { KeptSteps } from './kept-steps';
import { ThankYouStep } from './thank-you-step';
import { useSurveyActor, type SurveyResume } from './use-survey-actor';
import { SurveyHistorySync } from './survey-history-sync';

interface SurveyRunProps {
  run: string;
  resume?: SurveyResume;
  /** Focus the first step's title: a new questionnaire the person asked for. */
  focusFirst: boolean;
  onStartNew: () => void;
}

/** One questionnaire from its first step to thank-you, on the machine the page runs. */
export function SurveyRun({ machine, ...props }: SurveyRunProps & { machine: SurveyMachine }) {
  return (
    <SurveyActorContext.Provider logic={machine} options={{ snapshot: props.resume?.snapshot }}>
      <SurveySteps {...props} />
    </SurveyActorContext.Provider>
  );
}

/** Renders whichever step is active, and keeps the browser's history in step with it. */
function SurveySteps({ run, resume, focusFirst, onStartNew }: SurveyRunProps) {
  const { snapshot, actorRef, draft, changeDraft } = useSurveyActor(run, resume);
  const step = stepOf(snapshot.value);
  // Focus follows every step change, but the first page load leaves focus where it is.
  const [initialStep] = useState(step);
  const [hasMoved, setHasMoved] = useState(focusFirst);
  if (!hasMoved && step !== initialStep) setHasMoved(true);
  const [refusedAt, setRefusedAt] = useState<SurveyStepId | null>(null);

  /** Walks the machine toward a step with its own events; returns the step it reached. */
  function moveTo(target: number): number {
    for (let moves = 0; moves < SURVEY_STEP_COUNT; moves += 1) {
      const current = actorRef.getSnapshot();
      const at = stepOf(current.value);
      if (stepNumber(at) === target || current.status !== 'active') break;
      const forward = target > stepNumber(at);
      // History never submits: a Forward stops at the attestation.
      if (forward && at === 'attestation') break;
      const value = moves === 0 ? draft : stepDraft(at, current.context.answers);
      const event: SurveyEvent = { type: forward ? 'survey.continue' : 'survey.back', value };
      if (!current.can(event)) {
        if (forward) setRefusedAt(at);
        break;
      }
      actorRef.send(event);
    }
    return stepNumber(stepOf(actorRef.getSnapshot().value));
  }
  return (
    <SurveyFrame>
      <SurveyHistorySync run={run} step={stepNumber(step)} moveTo={moveTo} />
      {step === 'thankYou' ? (
        <ThankYouStep
          caseId={snapshot.context.caseId}
          focusTitle={hasMoved}
          onStartNew={onStartNew}
        />
      ) : (
        <KeptSteps
          step={step}
          answers={snapshot.context.answers}
          focusTitle={hasMoved}
          live={{ draft, onDraftChange: changeDraft, refused: refusedAt === step }}
        />
      )}
    </SurveyFrame>
  );
}
