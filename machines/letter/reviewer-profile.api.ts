import * as v from 'valibot';
import { US_STATES } from '../survey/survey.constants';
import { PROFILE_FIELDS } from './signer';

/** The signed-in reviewer's profile, for the screens: who signs, and for which states. */
export const PROFILE_ROUTES = { me: '/api/me' } as const;
export const PROFILE_API = PROFILE_ROUTES;

/** 200 to GET /api/me. A profile made before profiles existed has nulls until completed. */
export const ProfileResponseSchema = v.object({
  username: v.string(),
  fullName: v.nullable(v.string()),
  credentials: v.nullable(v.string()),
  npi: v.nullable(v.string()),
  /** The states of the reviewer's licences, in the survey's order. */
  licensedIn: v.array(v.picklist(US_STATES)),
  /** The same states as their two-letter codes. */
  licensedInCodes: v.array(v.string()),
  /** What the profile still lacks before its reviewer can sign a letter. */
  missing: v.array(v.picklist(PROFILE_FIELDS)),
});
export type ProfileResponse = v.InferOutput<typeof ProfileResponseSchema>;
