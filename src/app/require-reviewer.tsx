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

const CHECKING: SignInCheck = { kind: 'checking' };

/** GET /api/session, as the check's answer. */
function checkSignIn(): Promise<SignInCheck> {
  return currentReviewer().then(
    (reviewer): SignInCheck => ({ kind: reviewer === null ? 'signedOut' : 'signedIn' }),
    (error: unknown): SignInCheck => ({ kind: 'failed', error }),
  );
}

/**
 * A check made while the page's chunks loaded, for the page's first showing only: a later
 * one (the reviewer comes back to the page) asks again.
 */
export interface FirstSignInCheck {
  readonly answer: SignInCheck;
  /** Whether a page has shown it already. */
  shown(): boolean;
  markShown(): void;
}

/**
 * The sign-in check a signed-in page makes as its chunks arrive (src/app/routes.tsx), so the
 * page renders with its answer, in the same slices as the rest of the route, rather than
 * after it in one long task (docs/decisions/2026-11-29-reviewer-desk-loads-few-chunks.md).
 */
export async function firstSignInCheck(): Promise<FirstSignInCheck> {
  const answer = await checkSignIn();
  let shown = false;
  return {
    answer,
    shown: () => shown,
    markShown: () => {
      shown = true;
    },
  };
}

/**
 * Server mode: the page is shown only to a signed-in reviewer (GET /api/session before it
 * renders); anyone else goes to /login, which brings them back here afterwards. Loaded with
 * the admin pages, never with the patient's first page.
 */
export function RequireReviewer({
  children,
  first,
}: {
  children: ReactNode;
  /** The check made as the page's chunks arrived, if this is the page's first showing. */
  first?: FirstSignInCheck;
}) {
  const location = useLocation();
  const [firstShowing] = useState(() => first !== undefined && !first.shown());
  const [check, setCheck] = useState<SignInCheck>(() =>
    firstShowing && first ? first.answer : CHECKING,
  );

  useEffect(() => {
    first?.markShown();
    if (firstShowing) return undefined;
    let current = true;
    void checkSignIn().then((next) => current && setCheck(next));
    return () => {
      current = false;
    };
  }, [first, firstShowing]);

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
