import type { UsState } from '../survey/survey.types';

/** What a reviewer is licensed for, as the profile says (empty: no profile yet). */
export interface Licensure {
  licensedIn: readonly UsState[];
  /** As signed ("MD", "NP-C"): some states' letters need an MD or DO (signer-credentials.ts). */
  credentials?: string | null;
}

/** "You are not licensed in Texas": why a reviewer may not decide a case from that state. */
export function notLicensedReason(state: UsState): string {
  return `You are not licensed in ${state}`;
}

/**
 * Which cases a reviewer's licences cover: those whose patient lives in a state the reviewer
 * is licensed in, and those with no state at all (the seeded samples, which carry no answers
 * and which anyone may decide). Written as data so the server's SQL takes its inputs from it
 * (`states` in a list, `stateless` as "no state"), and the browser and tests ask `covers`.
 */
export interface LicenceCoverage {
  states: readonly UsState[];
  stateless: boolean;
}

export function licenceCoverage(reviewer: Licensure): LicenceCoverage {
  return { states: reviewer.licensedIn, stateless: true };
}

export function covers(coverage: LicenceCoverage, caseState: UsState | null): boolean {
  return caseState === null ? coverage.stateless : coverage.states.includes(caseState);
}

/**
 * Who may decide what: exactly the cases the reviewer's licences cover. Returns why not (the
 * state the reviewer is not licensed in), or null when the reviewer may.
 */
export function decisionRefusal(caseState: UsState | null, reviewer: Licensure): string | null {
  if (covers(licenceCoverage(reviewer), caseState) || caseState === null) return null;
  return notLicensedReason(caseState);
}

export function mayDecide(caseState: UsState | null, reviewer: Licensure): boolean {
  return decisionRefusal(caseState, reviewer) === null;
}
