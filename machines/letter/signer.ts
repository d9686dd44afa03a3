import type { UsState } from '../survey/survey.types';
import { isValidNpi } from './npi';

/** A reviewer's profile, as a letter names its signer. */
export interface SignerProfile {
  fullName: string;
  /** Professional credentials as signed: "MD", "DO", "NP-C". */
  credentials: string;
  npi: string;
  /** The states the reviewer is licensed in, in the survey's order. */
  licensedIn: UsState[];
}

/** A profile as stored: reviewers created before profiles existed have none of it yet. */
export interface StoredProfile {
  fullName: string | null;
  credentials: string | null;
  npi: string | null;
  licensedIn: UsState[];
}

export const MAX_FULL_NAME_LENGTH = 200;
const CREDENTIALS = /^[A-Za-z][A-Za-z.,\- ]{0,39}$/;

export function isValidFullName(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_FULL_NAME_LENGTH;
}

/** Letters, dots, commas, hyphens and spaces, up to 40 characters, starting with a letter. */
export function isValidCredentials(value: unknown): value is string {
  return typeof value === 'string' && CREDENTIALS.test(value.trim());
}

export const PROFILE_FIELDS = ['fullName', 'credentials', 'npi', 'licensedIn'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The fields a stored profile still lacks before its reviewer can sign a letter. */
export function missingProfileFields(profile: StoredProfile): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => {
    if (field === 'licensedIn') return profile.licensedIn.length === 0;
    if (field === 'npi') return !isValidNpi(profile.npi);
    if (field === 'credentials') return !isValidCredentials(profile.credentials);
    return !isValidFullName(profile.fullName);
  });
}

/** The complete profile a letter can be signed with, or null while a field is missing. */
export function signerOf(profile: StoredProfile): SignerProfile | null {
  const { fullName, credentials, npi, licensedIn } = profile;
  if (missingProfileFields(profile).length > 0 || !fullName || !credentials || !npi) return null;
  return { fullName: fullName.trim(), credentials: credentials.trim(), npi, licensedIn };
}

export const INCOMPLETE_PROFILE_MESSAGE =
  'Your reviewer profile has no full name, credentials, NPI or licensed states yet, so you cannot sign a letter. Ask an administrator to complete it.';
