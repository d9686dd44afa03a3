import { useEffect, useState } from 'react';
import { isUsState } from '../../../machines/letter';
import type { UsState } from '../../../machines/survey';
import { callApi, fieldOf } from '../../api/http-json';
import { isServerMode } from '../../config/case-store-mode';

/**
 * Browser-only mode has no licence rule ('anyone'); null while server mode asks who is signed
 * in; 'unavailable' when it could not be told.
 */
export type ReviewerLicence =
  { licensedIn: UsState[]; credentials: string | null } | 'anyone' | 'unavailable' | null;

/** The states the signed-in reviewer is licensed in (server mode, `GET /api/me`). */
export function useReviewerLicence(): ReviewerLicence {
  const [licence, setLicence] = useState<ReviewerLicence>(isServerMode() ? null : 'anyone');
  useEffect(() => {
    if (!isServerMode()) return;
    let live = true;
    callApi((url, init) => fetch(url, init), 'GET', '/api/me').then(
      (response) => {
        if (!live) return;
        const states = fieldOf(response.body, 'licensedIn');
        const credentials = fieldOf(response.body, 'credentials');
        if (response.status !== 200 || !Array.isArray(states)) setLicence('unavailable');
        else
          setLicence({
            licensedIn: states.filter(isUsState),
            credentials: typeof credentials === 'string' ? credentials : null,
          });
      },
      () => live && setLicence('unavailable'),
    );
    return () => {
      live = false;
    };
  }, []);
  return licence;
}
