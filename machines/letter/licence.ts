import type { UsState } from '../survey/survey.types';

/** What a reviewer is licensed for, as the profile says (empty: no profile yet). */
export interface Licensure {
  licensedIn: readonly UsState[];
}

/** "You are not licensed in Texas": why a reviewer may not decide a case from that state. */
export function notLicensedReason(state: UsState): string {
  return `You are not licensed in ${state}`;
}

/**
 * Who may decide what: a case whose patient lives in a state may be decided only by a
 * reviewer licensed there. A case with no state (the seeded samples, which carry no answers)
 * may be decided by anyone. Returns why not, or null when the reviewer may.
 */
export function decisionRefusal(caseState: UsState | null, reviewer: Licensure): string | null {
  if (caseState === null) return null;
  return reviewer.licensedIn.includes(caseState) ? null : notLicensedReason(caseState);
}

export function mayDecide(caseState: UsState | null, reviewer: Licensure): boolean {
  return decisionRefusal(caseState, reviewer) === null;
}
