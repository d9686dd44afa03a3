import { useId, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  continueGuardOf,
  stepNumber,
  SURVEY_STEP_COUNT,
  type SurveyAnswers,
  type SurveyEvent,
  type SurveyMachine,
  type SurveyStepId,
} from '../../../machines/survey';
import { useDocumentTitle } from '../../lib/use-document-title';
import { continueHint } from './continue-hint';
import { CONTINUE_REQUIREMENTS } from './continue-requirements';
import { StepLayout } from './step-layout';
import { STEP_VIEWS } from './step-views';

interface SurveyStepProps {
  step: SurveyStepId;
  snapshot: SnapshotFrom<SurveyMachine>;
  send: (event: SurveyEvent) => void;
  focusTitle: boolean;
  /** The step's unfinished answer (kept for resume by the page) and a way to change it. */
  draft: Partial<SurveyAnswers>;
  onDraftChange: (patch: Partial<SurveyAnswers>) => void;
  /** The browser's Forward was refused here: show what is missing, as a pressed Continue does. */
  refused: boolean;
}

/**
 * One step on screen. It asks the machine whether the unfinished answer may continue, and
 * which of the machine's guards refused it: no rule is repeated here.
 */
export function SurveyStep({ step, snapshot, send, draft, ...props }: SurveyStepProps) {
  const view = STEP_VIEWS[step];
  const titleId = useId();
  const subtitleId = useId();
  const [tried, setTried] = useState(false);
  const continueEvent = { type: 'survey.continue', value: draft } as const;
  const canContinue = snapshot.can(continueEvent);
  const busy = snapshot.hasTag('busy');
  const guard = canContinue || busy ? null : continueGuardOf(snapshot);
  const stepLabel = `Step ${stepNumber(step) + 1} of ${SURVEY_STEP_COUNT}`;
  useDocumentTitle(`${stepLabel}: ${view.title}`);

  const onContinue = () => {
    if (canContinue && !busy) send(continueEvent);
    else if (!busy) setTried(true);
  };

  const { Body } = view;
  return (
    <StepLayout
      titleId={titleId}
      title={view.title}
      stepLabel={stepLabel}
      subtitleId={subtitleId}
      subtitle={view.subtitle}
      focusTitle={props.focusTitle}
      continueAction={{
        onContinue,
        canContinue,
        busy,
        requirement: guard ? (CONTINUE_REQUIREMENTS[guard] ?? null) : null,
        showRequirement: tried || props.refused,
        onRefused: () => setTried(true),
        hint: continueHint(view.continueKey),
      }}
      error={snapshot.context.submitError}
      onBack={
        snapshot.can({ type: 'survey.back' })
          ? () => send({ type: 'survey.back', value: draft })
          : undefined
      }
      onKeyDown={(event) => {
        if (view.advancesOn?.(event, draft)) {
          event.preventDefault();
          onContinue();
        }
      }}
    >
      {Body && (
        <Body
          titleId={titleId}
          subtitleId={view.subtitle ? subtitleId : undefined}
          draft={draft}
          onChange={props.onDraftChange}
        />
      )}
    </StepLayout>
  );
}
