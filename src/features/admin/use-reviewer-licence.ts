import { useEffect, useState } from 'react';
import { isUsState } from '../../../machines/letter';
import type { UsState } from '../../../machines/survey';
import { callApi, fieldOf } from '../../api/http-json';
import { isServerMode } from '../../config/case-store-mode';

/** Browser-only mode has no licence rule; null while server mode asks who is signed in. */
export type ReviewerLicence = { licensedIn: UsState[] } | 'anyone' | null;

/** The states the signed-in reviewer is licensed in (server mode, `GET /api/me`). */
export function useReviewerLicence(): ReviewerLicence {
  const [licence, setLicence] = useState<ReviewerLicence>(isServerMode() ? null : 'anyone');
  useEffect(() => {
    if (!isServerMode()) return;
    let live = true;
    callApi((url, init) => fetch(url, init), 'GET', '/api/me').then(
      (response) => {
        const states = fieldOf(response.body, 'licensedIn');
        const licensedIn = Array.isArray(states) ? states.filter(isUsState) : [];
        if (live) setLicence({ licensedIn });
      },
      // Unreachable: no state is licensed, so nothing from a state can be decided.
      () => live && setLicence({ licensedIn: [] }),
    );
    return () => {
      live = false;
    };
  }, []);
  return licence;
}
