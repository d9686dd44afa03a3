import type { ReactNode } from 'react';
import type { SurveyStepId } from '../../../machines/survey';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { SurveyProgress } from './survey-progress';

/** The survey's page: the header with its progress bar, and the step below it. */
export function SurveyFrame({ step, children }: { step: SurveyStepId; children: ReactNode }) {
  return (
    <>
      <AppHeader>
        <SurveyProgress step={step} />
      </AppHeader>
      <PageContainer maxWidth="sm">{children}</PageContainer>
    </>
  );
}
