import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoading } from '../components/page-loading';
import { RouteErrorPage } from '../components/route-error-page';
import { SurveyPage } from '../features/survey/survey-page';
import { reviewerOnly } from './reviewer-routes';

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
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <SurveyPage /> },
      {
        path: '/login',
        element: lazyPage(async () => (await import('../features/admin/login-page')).LoginPage),
      },
      reviewerOnly({
        path: '/case-overview',
        element: lazyPage(
          async () => (await import('../features/admin/case-overview-page')).CaseOverviewPage,
        ),
      }),
      reviewerOnly({
        path: '/review/:caseId',
        element: lazyPage(
          async () => (await import('../features/admin/case-review-page')).CaseReviewPage,
        ),
      }),
      {
        // For QA and developers; linked from no patient page (PRODUCT.md "For QA and developers").
        path: '/machines',
        element: lazyPage(
          async () => (await import('../features/machines/machines-page')).MachinesPage,
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
