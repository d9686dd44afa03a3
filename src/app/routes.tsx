import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoading } from '../components/page-loading';
import { SurveyPage } from '../features/survey/survey-page';
import { RouteErrorBoundary } from './route-error-boundary';

/** Admin screens load in their own chunks, so the patient's first page stays small. */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RouteErrorBoundary />,
    children: [
      { path: '/', element: <SurveyPage /> },
      {
        path: '/login',
        element: lazyPage(async () => (await import('../features/admin/login-page')).LoginPage),
      },
      {
        path: '/case-overview',
        element: lazyPage(
          async () => (await import('../features/admin/case-overview-page')).CaseOverviewPage,
        ),
      },
      {
        path: '/review/:caseId',
        element: lazyPage(
          async () => (await import('../features/admin/case-review-page')).CaseReviewPage,
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes in the declarative router (`BrowserRouter` in the browser, `StaticRouter` for
 * the prerender): the data router costs 16 KB more gzip on the patient's first page, and no
 * route loads data through it (docs/decisions/2026-11-22-first-page-budget.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
