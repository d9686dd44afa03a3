import Box from '@mui/material/Box';
import { Suspense, useId, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  stepDraft,
  type SurveyAnswers,
  type SurveyEvent,
  type SurveyMachine,
  type SurveyStepId,
} from '../../../machines/survey';
import { StepLayout } from './step-layout';
import { STEP_VIEWS } from './step-views';

interface SurveyStepProps {
  step: SurveyStepId;
  snapshot: SnapshotFrom<SurveyMachine>;
  send: (event: SurveyEvent) => void;
  focusTitle: boolean;
}

/**
 * One step on screen. It holds the step's unfinished answer, starting from the machine's
 * context, and asks the machine whether that answer may continue: no rule is repeated here.
 */
export function SurveyStep({ step, snapshot, send, focusTitle }: SurveyStepProps) {
  const view = STEP_VIEWS[step];
  const titleId = useId();
  const [draft, setDraft] = useState(() => stepDraft(step, snapshot.context.answers));
  const continueEvent = { type: 'survey.continue', value: draft } as const;
  const canContinue = snapshot.can(continueEvent);
  const busy = snapshot.hasTag('busy');
  const isFinal = snapshot.status === 'done';

  const onContinue = () => {
    if (canContinue && !busy) send(continueEvent);
  };

  const { Body } = view;
  return (
    <StepLayout
      titleId={titleId}
      title={view.title}
      subtitle={view.subtitle}
      focusTitle={focusTitle}
      onContinue={isFinal ? undefined : onContinue}
      canContinue={canContinue}
      busy={busy}
      hint={view.hint}
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
        // A later step's body is its own chunk, normally prefetched; should it still be on its
        // way, the title and Continue show at once and the body's room is kept.
        <Suspense fallback={<Box sx={{ minHeight: 56 }} />}>
          <Body
            titleId={titleId}
            draft={draft}
            onChange={(patch: Partial<SurveyAnswers>) => setDraft((d) => ({ ...d, ...patch }))}
          />
        </Suspense>
      )}
    </StepLayout>
  );
}
