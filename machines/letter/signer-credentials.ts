import type { UsState } from '../survey/survey.types';
import { decisionRefusal, type Licensure } from './licence';

/**
 * Who may sign which letter beyond the licence: plan administrators in these states often
 * refuse a letter that is not signed by a physician, so their patients' letters are signed
 * by an MD or DO (docs/decisions/2026-11-26-md-or-do-states.md).
 */
export const MD_OR_DO_STATES: readonly UsState[] = [
  'Alabama',
  'Mississippi',
  'South Carolina',
  'Tennessee',
];

/** The physicians' degrees: the signers every state accepts. */
export const PHYSICIAN_CREDENTIALS = ['MD', 'DO'] as const;

/**
 * The credentials a reviewer may be given: licences that may sign a letter (physicians,
 * nurse practitioners, physician assistants), and the degrees and fellowships written after
 * them ("MD, MPH"). Compared without dots or case ("M.D." is MD).
 */
export const KNOWN_CREDENTIALS = [
  ...PHYSICIAN_CREDENTIALS,
  'NP',
  'NP-C',
  'APRN',
  'CNP',
  'FNP',
  'FNP-BC',
  'FNP-C',
  'ANP',
  'ANP-BC',
  'AGNP',
  'AGNP-C',
  'AGPCNP-BC',
  'DNP',
  'PA',
  'PA-C',
  'MPH',
  'MS',
  'MSN',
  'PHD',
  'FACP',
  'FAAFP',
  'FACC',
] as const;

/** The credentials a reviewer signs with, one by one: "M.D., MPH" is MD and MPH. */
export function credentialParts(credentials: string): string[] {
  return credentials
    .split(/[,\s]+/)
    .map((part) => part.replace(/\./g, '').toUpperCase())
    .filter((part) => part !== '');
}

/**
 * What is wrong with credentials as given to `reviewer:add`, or null: each part must be one
 * the app knows, and at least one must be a licence that signs letters.
 */
export function credentialsProblem(credentials: string): string | null {
  const parts = credentialParts(credentials);
  const known: readonly string[] = KNOWN_CREDENTIALS;
  const unknown = parts.filter((part) => !known.includes(part));
  if (parts.length === 0 || unknown.length > 0) {
    return `"${unknown[0] ?? credentials}" is not a credential this app knows. Use MD, DO, NP, NP-C, APRN, FNP, PA or PA-C, optionally followed by degrees such as MPH.`;
  }
  const degreesOnly = ['MPH', 'MS', 'MSN', 'PHD', 'FACP', 'FAAFP', 'FACC'];
  if (parts.every((part) => degreesOnly.includes(part))) {
    return `"${credentials}" names no licence that signs a letter: add MD, DO, NP or PA, for example.`;
  }
  return null;
}

/** Whether credentials name a physician (MD or DO). */
export function isPhysician(credentials: string | null | undefined): boolean {
  const physicians: readonly string[] = PHYSICIAN_CREDENTIALS;
  return credentialParts(credentials ?? '').some((part) => physicians.includes(part));
}

/** "Letters for Alabama patients are signed by an MD or DO". */
export function physicianOnlyReason(state: UsState): string {
  return `Letters for ${state} patients are signed by an MD or DO`;
}

/**
 * Why a reviewer with these credentials may not sign (and so not decide) a case from this
 * state, or null when they may. A case with no state (a seeded sample) has no such rule.
 */
export function signerRefusal(
  caseState: UsState | null,
  credentials: string | null | undefined,
): string | null {
  if (caseState === null || !MD_OR_DO_STATES.includes(caseState)) return null;
  return isPhysician(credentials) ? null : physicianOnlyReason(caseState);
}

/**
 * Why this reviewer may not decide (nor ask about) a case from this state: not licensed
 * there, or not a signer its letters need; null when they may.
 */
export function reviewRefusal(caseState: UsState | null, reviewer: Licensure): string | null {
  return decisionRefusal(caseState, reviewer) ?? signerRefusal(caseState, reviewer.credentials);
}
