import { memo, type ReactNode } from 'react';
import { AppHeader } from '../../components/app-header';
import { PageContainer } from '../../components/page-container';
import { SurveyProgress } from './survey-progress';

/** The survey's page: the header with its progress bar, and the step below it. */
export function SurveyFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SurveyHeader />
      <PageContainer maxWidth="sm">{children}</PageContainer>
    </>
  );
}

/**
 * Rendered once: a step change re-renders the progress bar (which asks the machine for the
 * step), not the bar around it.
 */
const SurveyHeader = memo(function SurveyHeader() {
  return (
    <AppHeader>
      <SurveyProgress />
    </AppHeader>
  );
});
