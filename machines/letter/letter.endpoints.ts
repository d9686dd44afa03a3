import * as v from 'valibot';
import { ErrorResponseSchema, FILE_REPLY, type Endpoint } from '../api/endpoint';
import { LETTER_ROUTES, LetterResponseSchema } from './letter.api';
import {
  LetterDetailsRequestSchema,
  LetterDetailsSchema,
  VERIFY_ROUTES,
  VerificationSchema,
} from './letter.verification';
import { PROFILE_ROUTES, ProfileResponseSchema } from './reviewer-profile.api';

/*
 * The server's side of the letters' contracts (the reviewer's letter, the public check, the
 * signer's profile): every answer of each endpoint, by status, which the server checks before
 * it sends one. The browser never loads this module.
 */

/** 404 to GET /api/verify/:code: no letter has this code (a mistyped one neither). */
export const UnknownCodeResponseSchema = v.object({
  status: v.literal('unknown'),
  ...ErrorResponseSchema.entries,
});

export const LETTER_ENDPOINTS = {
  letter: {
    method: 'GET',
    route: LETTER_ROUTES.letter,
    summary: "A case's valid letter: its content, signer and verification address.",
    access: 'reviewer',
    // 403, as for the case: only a reviewer licensed in the patient's state reads its letter.
    replies: { 200: LetterResponseSchema, 403: ErrorResponseSchema },
  },
  pdf: {
    method: 'GET',
    route: LETTER_ROUTES.pdf,
    summary: "A case's valid letter as the signed PDF.",
    access: 'reviewer',
    fileType: 'application/pdf',
    replies: { 200: FILE_REPLY, 403: ErrorResponseSchema },
  },
} as const satisfies Record<string, Endpoint>;

export const VERIFY_ENDPOINTS = {
  verification: {
    method: 'GET',
    route: VERIFY_ROUTES.verification,
    summary:
      "A letter's standing by the code printed on it: valid, superseded, revoked or expired.",
    access: 'anyone',
    replies: { 200: VerificationSchema, 404: UnknownCodeResponseSchema },
  },
  /** 404: a wrong code and a wrong last name alike (DETAILS_REFUSED_TEXT). */
  details: {
    method: 'POST',
    route: VERIFY_ROUTES.details,
    summary: "The letter's details, for whoever knows the patient's last name.",
    access: 'anyone',
    body: LetterDetailsRequestSchema,
    replies: { 200: LetterDetailsSchema },
  },
} as const satisfies Record<string, Endpoint>;

export const PROFILE_ENDPOINTS = {
  me: {
    method: 'GET',
    route: PROFILE_ROUTES.me,
    summary:
      "The signed-in reviewer's profile: the name, credentials, NPI and licences a letter carries.",
    access: 'reviewer',
    replies: { 200: ProfileResponseSchema },
  },
} as const satisfies Record<string, Endpoint>;
