import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { RouteLoading } from '../components/route-loading';
import { isServerMode } from '../config/case-store-mode';
import { SurveyPage } from '../features/survey/survey-page';
import { RouteErrorBoundary } from './route-error-boundary';

type PageLoader = () => Promise<ComponentType>;

/** Admin screens load in their own chunks, so the patient's first page stays small. */
function lazyPage(load: PageLoader) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<RouteLoading />}>
      <Page />
    </Suspense>
  );
}

/**
 * Browser mode leaves a reviewer's page as the spec has it: open to anyone (README says so).
 * Server mode shows it to a signed-in reviewer only; the check loads with the page.
 */
function reviewerPage(load: PageLoader) {
  return lazyPage(async () => {
    if (!isServerMode()) return load();
    const [Page, { RequireReviewer, firstSignInCheck }] = await Promise.all([
      load(),
      import('./require-reviewer'),
    ]);
    // Asked as the chunks arrive (the shell's script has most often asked the server already):
    // the page's first showing renders with the answer, not after it.
    const first = await firstSignInCheck();
    return function SignedInPage() {
      return (
        <RequireReviewer first={first}>
          <Page />
        </RequireReviewer>
      );
    };
  });
}

export const routes: RouteObject[] = [
  { path: '/', element: <SurveyPage /> },
  {
    path: '/login',
    element: lazyPage(async () => (await import('../features/sign-in/login-page')).LoginPage),
  },
  {
    path: '/case-overview',
    element: reviewerPage(
      async () => (await import('../features/case-overview/case-overview-page')).CaseOverviewPage,
    ),
  },
  {
    path: '/review/:caseId',
    element: reviewerPage(
      async () => (await import('../features/case-review/case-review-page')).CaseReviewPage,
    ),
  },
  {
    path: '/letters/:caseId',
    element: reviewerPage(async () => (await import('../features/letters/letter-page')).LetterPage),
  },
  {
    // SECOND_FACTOR_PAGE (machines/session/second-factor.rules.ts), written out: imported,
    // that module would be one more chunk the patient's first page lists among the router's.
    // Server mode: a reviewer enrols the second factor deciding needs (browser mode has none).
    path: '/account/second-factor',
    element: reviewerPage(
      async () => (await import('../features/second-factor/second-factor-page')).SecondFactorPage,
    ),
  },
  {
    // PASSWORD_PAGE (machines/account/account.rules.ts), written out for the reason above.
    path: '/account/password',
    element: reviewerPage(
      async () => (await import('../features/account/password-page')).PasswordPage,
    ),
  },
  {
    // Where a reset link leads (RESET_PASSWORD_PAGE), with its token or without (typed in).
    path: '/reset-password/:token?',
    element: lazyPage(
      async () => (await import('../features/account/reset-password-page')).ResetPasswordPage,
    ),
  },
  {
    // ADMIN_REVIEWERS_PAGE and ADMIN_SECURITY_EVENTS_PAGE: administrators only (the API says
    // 403 to anyone else, and the page says why).
    path: '/admin/reviewers',
    element: reviewerPage(
      async () => (await import('../features/admin/reviewers-page')).ReviewersPage,
    ),
  },
  {
    path: '/admin/security-events',
    element: reviewerPage(
      async () => (await import('../features/admin/security-events-page')).SecurityEventsPage,
    ),
  },
  {
    // ADMIN_WEBHOOK_DELIVERIES_PAGE: administrators only, as the two above.
    path: '/admin/webhook-deliveries',
    element: reviewerPage(
      async () => (await import('../features/admin/webhook-deliveries-page')).WebhookDeliveriesPage,
    ),
  },
  {
    // ADMIN_PARTNERS_PAGE: administrators only, as the three above.
    path: '/admin/partners',
    element: reviewerPage(
      async () => (await import('../features/admin/partners-page')).PartnersPage,
    ),
  },
  {
    path: '/verify/:code',
    element: lazyPage(async () => (await import('../features/letters/verify-page')).VerifyPage),
  },
  {
    path: '/status/:token',
    element: lazyPage(async () => (await import('../features/status/status-page')).StatusPage),
  },
  {
    // The link of a confirmation mail (machines/status/email-confirmation.ts).
    path: '/confirm-email/:token',
    element: lazyPage(
      async () =>
        (await import('../features/status/email-confirmation-page')).EmailConfirmationPage,
    ),
  },
  {
    // The texts continuing on the attestation accepts (machines/case/case.consent.ts).
    path: '/consent/telehealth',
    element: lazyPage(
      async () => (await import('../features/consent/consent-page')).TelehealthConsentPage,
    ),
  },
  {
    path: '/privacy',
    element: lazyPage(
      async () => (await import('../features/consent/consent-page')).PrivacyNoticePage,
    ),
  },
  {
    // For QA and developers; linked from no patient page (PRODUCT.md "For QA and developers").
    path: '/machines',
    element: lazyPage(
      async () => (await import('../features/machines/machines-page')).MachinesPage,
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The page for the current path. A plain (declarative) router: the app loads no route data,
 * and the data router would weigh on the patient's first page and its budget in
 * size-budgets.json (docs/decisions/2026-11-22-first-page-budget.md).
 */
export function AppRoutes() {
  const page = useRoutes(routes);
  const { pathname } = useLocation();
  return <RouteErrorBoundary key={pathname}>{page}</RouteErrorBoundary>;
}
