import { SurveyPage } from '../features/survey/survey-page';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * The patient's page at `/`, without a router: the survey keeps its own history entries
 * (lib/browser-history), so the router loads with the other pages only. The same tree is
 * prerendered into index.html (scripts/prerender) and hydrated by main.tsx.
 */
export function SurveyApp() {
  return (
    <RouteErrorBoundary>
      <SurveyPage />
    </RouteErrorBoundary>
  );
}
