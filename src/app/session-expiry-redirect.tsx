import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { reviewerSession } from '../api/reviewer-session';
import { loginPathFor } from '../lib/return-path';

/** When a case call finds the session gone, the reviewer signs in again and comes back here. */
export function SessionExpiryRedirect({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(
    () =>
      reviewerSession.onExpired(() => {
        void navigate(loginPathFor(location, 'expired'), { replace: true });
      }),
    [navigate, location],
  );

  return children;
}
