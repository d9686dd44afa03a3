import { useEffect, useState } from 'react';
import type { UsState } from '../../../machines/survey';
import { fetchReviewerLicence } from '../../api/profile-api';
import { fetchSecondFactorStatus } from '../../api/second-factor-api';
import { isServerMode } from '../../config/case-store-mode';

/**
 * Browser-only mode has no licence rule ('anyone'); null while server mode asks who is signed
 * in; 'unavailable' when it could not be told.
 */
export type ReviewerLicence =
  | { licensedIn: UsState[]; credentials: string | null; factorEnrolled: boolean }
  | 'anyone'
  | 'unavailable'
  | null;

/**
 * The states the signed-in reviewer is licensed in (server mode, the reviewer's profile), and
 * whether they have the second factor deciding needs.
 */
export function useReviewerLicence(): ReviewerLicence {
  const [licence, setLicence] = useState<ReviewerLicence>(isServerMode() ? null : 'anyone');
  useEffect(() => {
    if (!isServerMode()) return;
    let live = true;
    Promise.all([fetchReviewerLicence(), fetchSecondFactorStatus()]).then(
      ([profile, factor]) => live && setLicence({ ...profile, factorEnrolled: factor.enrolled }),
      () => live && setLicence('unavailable'),
    );
    return () => {
      live = false;
    };
  }, []);
  return licence;
}
