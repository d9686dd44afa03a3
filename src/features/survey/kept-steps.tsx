import { Activity, memo, useState } from 'react';
import {
  stepDraft,
  stepNumber,
  SURVEY_STEPS,
  type SurveyAnswers,
  type SurveyStepId,
} from '../../../machines/survey';
import { useFirstInteraction } from './first-interaction';
import { sameAnswers } from './same-answers';
import { SurveyStep } from './survey-step';

/** What only the step on screen has: the person's unsent answer, and what was refused. */
interface LiveStep {
  draft: Partial<SurveyAnswers>;
  onDraftChange: (patch: Partial<SurveyAnswers>) => void;
  refused: boolean;
}

interface KeptStepsProps {
  step: SurveyStepId;
  answers: SurveyAnswers;
  focusTitle: boolean;
  live: LiveStep;
}

/**
 * The step on screen, with, rendered out of sight (React's `Activity`), the step after it and
 * the steps already seen: a Continue or a Back then reveals a step rather than building it
 * (docs/decisions/2026-11-25-steps-kept-rendered.md). Hidden, a step is out of the page, of
 * the accessibility tree and of the tab order; its effects (its title's focus, the document's
 * title) run when it is shown. The next step waits for the person's first tap, key or focus,
 * so the page's load does no work for it.
 */
export function KeptSteps({ step, answers, focusTitle, live }: KeptStepsProps) {
  const [seen, setSeen] = useState<readonly SurveyStepId[]>([step]);
  if (!seen.includes(step)) setSeen([...seen, step]);
  const started = useFirstInteraction();
  const next = SURVEY_STEPS[stepNumber(step) + 1];
  const kept = SURVEY_STEPS.filter(
    (candidate) =>
      candidate !== 'thankYou' && (seen.includes(candidate) || (started && candidate === next)),
  );
  return kept.map((candidate) => (
    <Activity key={candidate} mode={candidate === step ? 'visible' : 'hidden'}>
      <KeptStep
        step={candidate}
        saved={stepDraft(candidate, answers)}
        // Out of sight, always true: flipping it on the first move would render the hidden
        // steps again inside that very Continue. Shown, a step gets the real value.
        focusTitle={candidate === step ? focusTitle : true}
        live={candidate === step ? live : undefined}
      />
    </Activity>
  ));
}

const noChange = () => {};

interface KeptStepProps {
  step: SurveyStepId;
  /** The step's answers as the machine holds them, shown while the step is out of sight. */
  saved: Partial<SurveyAnswers>;
  focusTitle: boolean;
  live?: LiveStep;
}

/** One kept step: out of sight, it renders again only when its own saved answers change. */
const KeptStep = memo(function KeptStep({ step, saved, focusTitle, live }: KeptStepProps) {
  return (
    <SurveyStep
      step={step}
      shown={live !== undefined}
      focusTitle={focusTitle}
      draft={live?.draft ?? saved}
      onDraftChange={live?.onDraftChange ?? noChange}
      refused={live?.refused ?? false}
    />
  );
}, sameKeptStep);

function sameKeptStep(before: KeptStepProps, after: KeptStepProps): boolean {
  return (
    before.step === after.step &&
    before.focusTitle === after.focusTitle &&
    before.live === after.live &&
    sameAnswers(before.saved, after.saved)
  );
}
