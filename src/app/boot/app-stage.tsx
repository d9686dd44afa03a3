import { lazy, StrictMode, Suspense } from 'react';
import { prefetchSurveyChunks } from '../../features/survey/prefetch-survey-chunks';
import { RouteLoading } from '../../components/route-loading';
import { AppProviders } from '../app-providers';
import { RouteErrorBoundary } from '../route-error-boundary';
import { SurveyApp } from '../survey-app';

// Boot stage 6 (see src/main.tsx): the page's components and the tree they make.

// Every other page comes with the router, in its own chunk.
const RouterApp = lazy(async () => ({ default: (await import('../router-app')).RouterApp }));

/** At `/`, the same tree as scripts/prerender/render-first-page.tsx renders at build time. */
export function appTree(pathname: string) {
  return (
    <StrictMode>
      <AppProviders>
        {pathname === '/' ? (
          <SurveyApp />
        ) : (
          <RouteErrorBoundary>
            <Suspense fallback={<RouteLoading />}>
              <RouterApp />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </AppProviders>
    </StrictMode>
  );
}

export { prefetchSurveyChunks };
