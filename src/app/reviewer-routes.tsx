import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { isServerMode } from '../config/case-store-mode';
import { loginPathFor } from '../lib/return-path';
import { ReviewerRouteError } from './reviewer-route-error';
import { SessionExpiryRedirect } from './session-expiry-redirect';

/**
 * Server mode: the page is shown only to a signed-in reviewer (GET /api/session before it
 * renders); anyone else goes to /login, which brings them back here afterwards.
 */
export async function requireReviewer({ request }: LoaderFunctionArgs): Promise<null> {
  // The session client loads with the admin pages, not with the patient's first page.
  const { currentReviewer } = await import('../api/session-api');
  if ((await currentReviewer()) === null) throw redirect(loginPathFor(new URL(request.url)));
  return null;
}

/** Browser mode leaves the route as the spec has it: open to anyone (README says so). */
export function reviewerOnly(route: RouteObject): RouteObject {
  if (!isServerMode()) return route;
  return {
    ...route,
    loader: requireReviewer,
    hydrateFallbackElement: <PageLoading label="Checking your sign-in" />,
    errorElement: <ReviewerRouteError />,
    element: <SessionExpiryRedirect>{route.element}</SessionExpiryRedirect>,
  };
}
