import * as v from 'valibot';
import { textRule } from '../../machines/survey/survey.text-rule';
import {
  credentialsProblem,
  isValidCredentials,
  isValidFullName,
  isValidNpi,
  MAX_FULL_NAME_LENGTH,
  parseStateCodes,
  type ProfileField,
} from '../../machines/letter';
import type { ProfileUpdate } from '../db/reviewers';

/** The command-line flag of each profile field. */
export const PROFILE_FLAGS: Record<ProfileField, string> = {
  fullName: '--full-name',
  credentials: '--credentials',
  npi: '--npi',
  licensedIn: '--licensed-in',
};

export interface ProfileFlagValues {
  'full-name'?: string;
  credentials?: string;
  npi?: string;
  'licensed-in'?: string;
}

export type ProfileFlagsResult =
  { ok: true; profile: ProfileUpdate } | { ok: false; problem: string };

/**
 * The profile flags given, checked by the letter's own rules; the first bad one is named by
 * `names` (its flag, by default; an administrator's form names its fields).
 */
export function parseProfileFlags(
  values: ProfileFlagValues,
  names: Record<ProfileField, string> = PROFILE_FLAGS,
): ProfileFlagsResult {
  const profile: ProfileUpdate = {};
  const fullName = values['full-name'];
  if (fullName !== undefined) {
    // The name is printed on every letter its reviewer signs: held to the rule of typed text.
    const typed = v.safeParse(textRule('the full name'), fullName);
    if (!typed.success)
      return { ok: false, problem: `${names.fullName}: ${typed.issues[0].message}.` };
    if (!isValidFullName(fullName))
      return {
        ok: false,
        problem: `${names.fullName}: a full name is 1 to ${MAX_FULL_NAME_LENGTH} characters, as "Ann Lee".`,
      };
    profile.fullName = typed.output.trim();
  }
  if (values.credentials !== undefined) {
    if (!isValidCredentials(values.credentials))
      return {
        ok: false,
        problem: `${names.credentials}: "${values.credentials}" is not a credential: letters, dots, commas, hyphens or spaces, up to 40, as "MD" or "NP-C".`,
      };
    // Only credentials the app knows: the MD/DO rule of some states reads them.
    const problem = credentialsProblem(values.credentials);
    if (problem) return { ok: false, problem: `${names.credentials}: ${problem}` };
    profile.credentials = values.credentials.trim();
  }
  if (values.npi !== undefined) {
    if (!isValidNpi(values.npi))
      return {
        ok: false,
        problem: `${names.npi}: "${values.npi}" is not a valid NPI: 10 digits, the last one the check digit of the NPI standard.`,
      };
    profile.npi = values.npi;
  }
  const licensedIn = values['licensed-in'];
  if (licensedIn !== undefined) {
    const states = parseStateCodes(licensedIn);
    if (!states)
      return {
        ok: false,
        problem: `${names.licensedIn}: "${licensedIn}" is not a comma-separated list of two-letter codes of the 50 US states, as OR,WA.`,
      };
    profile.licensedIn = states;
  }
  return { ok: true, profile };
}
