import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { currentReviewer } from '../api/session-api';
import { PageLoading } from '../components/page-loading';
import { loginPathFor } from '../lib/return-path';
import { ReviewerRouteError } from './reviewer-route-error';
import { SessionExpiryRedirect } from './session-expiry-redirect';

// Its own chunk: the pages' budgets stay as they were, and it is needed only once signed in.
const IdleSessionGuard = lazy(() => import('../features/idle-session/idle-session-guard'));

type SignInCheck =
  | { kind: 'checking' }
  | { kind: 'signedIn' }
  | { kind: 'signedOut' }
  | { kind: 'failed'; error: unknown };

/**
 * Server mode: the page is shown only to a signed-in reviewer (GET /api/session before it
 * renders); anyone else goes to /login, which brings them back here afterwards. Loaded with
 * the admin pages, never with the patient's first page.
 */
export function RequireReviewer({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [check, setCheck] = useState<SignInCheck>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    currentReviewer().then(
      (reviewer) => current && setCheck({ kind: reviewer === null ? 'signedOut' : 'signedIn' }),
      (error: unknown) => current && setCheck({ kind: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, []);

  switch (check.kind) {
    case 'checking':
      return <PageLoading label="Checking your sign-in" />;
    case 'signedOut':
      return <Navigate to={loginPathFor(location)} replace />;
    case 'failed':
      return <ReviewerRouteError error={check.error} />;
    case 'signedIn':
      return (
        <SessionExpiryRedirect>
          {children}
          <Suspense fallback={null}>
            <IdleSessionGuard />
          </Suspense>
        </SessionExpiryRedirect>
      );
  }
}
