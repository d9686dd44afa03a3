import type { CaseRecord } from '../../machines/case';
import {
  licenceCoverage,
  reviewRefusal,
  signerRefusal,
  type LicenceCoverage,
} from '../../machines/letter';
import type { Database } from '../db/connect';
import { findProfile } from '../db/reviewers';

/**
 * Why this reviewer may not decide or question a case (not licensed in the patient's state,
 * or the state's letters need an MD or DO), or null: read from the session's own profile,
 * never from what the browser says.
 */
export async function refusalFor(
  db: Database,
  reviewerId: number,
  found: CaseRecord,
): Promise<string | null> {
  const profile = await findProfile(db, reviewerId);
  return reviewRefusal(found.answers?.state ?? null, {
    licensedIn: profile?.licensedIn ?? [],
    credentials: profile?.credentials ?? null,
  });
}

/**
 * The cases the reviewer may decide: the states of their licences whose letters they may
 * sign (an NP's licence in Alabama covers no Alabama case), and the cases with no state.
 */
export async function decidableCoverage(
  db: Database,
  reviewerId: number,
): Promise<LicenceCoverage> {
  const profile = await findProfile(db, reviewerId);
  const credentials = profile?.credentials ?? null;
  const signable = (profile?.licensedIn ?? []).filter(
    (state) => signerRefusal(state, credentials) === null,
  );
  return licenceCoverage({ licensedIn: signable });
}

/** The cases of the reviewer's licences, whoever signs their letters, and those with no state. */
export async function licensedCoverage(db: Database, reviewerId: number): Promise<LicenceCoverage> {
  const profile = await findProfile(db, reviewerId);
  return licenceCoverage({ licensedIn: profile?.licensedIn ?? [] });
}
