import Box from '@mui/material/Box';
import useEventCallback from '@mui/utils/useEventCallback';
import { memo, Suspense, useEffect, useId, useState, type ComponentType } from 'react';
import {
  continueRequirementOf,
  stepLabel as stepLabelOf,
  type SurveyAnswers,
  type SurveyStepId,
} from '../../../machines/survey';
import { useDocumentTitle } from '../../lib/use-document-title';
import { continueHint } from './continue-hint';
import { StepLayout } from './step-layout';
import { SurveyActorContext } from './survey-actor-context';
import { sameAnswers } from './same-answers';
import { STEP_VIEWS } from './step-views';
import type { StepBodyProps } from './steps/step-body-props';

interface SurveyStepProps {
  step: SurveyStepId;
  focusTitle: boolean;
  /** The step's unfinished answer (kept for resume by the page) and a way to change it. */
  draft: Partial<SurveyAnswers>;
  onDraftChange: (patch: Partial<SurveyAnswers>) => void;
  /** The browser's Forward was refused here: show what is missing, as a pressed Continue does. */
  refused: boolean;
  /** On screen, rather than rendered ahead out of sight. */
  shown: boolean;
}

/**
 * One step, on screen or kept out of sight (`shown`). Shown, it asks the machine whether the
 * unfinished answer may continue, and which of the machine's guards refused it: no rule is
 * repeated here.
 */
export function SurveyStep({ step, draft, shown, ...props }: SurveyStepProps) {
  const { send } = SurveyActorContext.useActorRef();
  const view = STEP_VIEWS[step];
  const titleId = useId();
  const subtitleId = useId();
  const [tried, setTried] = useState(false);
  // A step kept rendered out of sight (./kept-steps) forgets a pressed Continue when it is
  // left: every arrival starts afresh, as a step built anew did.
  useEffect(() => () => setTried(false), []);
  // Out of sight (kept rendered ahead, ./kept-steps), the step asks the machine nothing: a
  // step change then costs no work for the steps nobody sees; shown, it asks afresh.
  const continueEvent = { type: 'survey.continue', value: draft } as const;
  const canContinue = SurveyActorContext.useSelector(
    (snapshot) => shown && snapshot.can(continueEvent),
  );
  const canGoBack = SurveyActorContext.useSelector(
    (snapshot) => shown && snapshot.can({ type: 'survey.back' }),
  );
  const busy = SurveyActorContext.useSelector((snapshot) => shown && snapshot.hasTag('busy'));
  const submitError = SurveyActorContext.useSelector((snapshot) =>
    shown ? snapshot.context.submitError : null,
  );
  // What is missing, in the words of the rule that refused (the server gives the same).
  const requirement = SurveyActorContext.useSelector((snapshot) =>
    !shown || canContinue || busy ? null : continueRequirementOf(snapshot, draft),
  );
  // One function for the step's life: shown or hidden, the body gets the same one, so showing
  // a kept step does not render its fields again.
  const onDraftChange = useEventCallback(props.onDraftChange);
  const stepLabel = stepLabelOf(step);
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
        requirement,
        showRequirement: tried || props.refused,
        onRefused: () => setTried(true),
        hint: continueHint(view.continueKey),
      }}
      error={submitError}
      onBack={canGoBack ? () => send({ type: 'survey.back', value: draft }) : undefined}
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
          <StepBody
            Body={Body}
            titleId={titleId}
            subtitleId={view.subtitle ? subtitleId : undefined}
            draft={draft}
            onChange={onDraftChange}
          />
        </Suspense>
      )}
    </StepLayout>
  );
}

/**
 * The step's fields, rendered again only when the answers in them change: showing a kept step
 * (a Continue, a Back) brings the same answers, in a new object.
 */
const StepBody = memo(
  function StepBody({ Body, ...props }: StepBodyProps & { Body: ComponentType<StepBodyProps> }) {
    return <Body {...props} />;
  },
  (before, after) =>
    before.Body === after.Body &&
    before.titleId === after.titleId &&
    before.subtitleId === after.subtitleId &&
    before.onChange === after.onChange &&
    sameAnswers(before.draft, after.draft),
);
