import { useState } from 'react';
import { stepOf, type SurveyMachine } from '../../../machines/survey';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { usePrefetchSurveyChunks } from './prefetch-survey-chunks';
import { appSurveyMachine } from './survey-actors';
import { SurveyProgress } from './survey-progress';
import { SurveyStep } from './survey-step';
import { useSurveyActor } from './use-survey-actor';

/** Route `/`: the patient questionnaire, rendering whichever step the machine is in. */
export function SurveyPage({ machine = appSurveyMachine }: { machine?: SurveyMachine }) {
  const { snapshot, send } = useSurveyActor(machine);
  usePrefetchSurveyChunks();
  const step = stepOf(snapshot.value);
  // Focus follows every step change, but the first page load leaves focus where it is.
  const [initialStep] = useState(step);
  const [hasMoved, setHasMoved] = useState(false);
  if (!hasMoved && step !== initialStep) setHasMoved(true);

  return (
    <>
      <AppHeader>
        <SurveyProgress step={step} />
      </AppHeader>
      <PageContainer maxWidth="sm">
        <SurveyStep
          key={step}
          step={step}
          snapshot={snapshot}
          send={send}
          focusTitle={hasMoved || step !== initialStep}
        />
      </PageContainer>
    </>
  );
}
