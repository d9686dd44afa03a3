import * as v from 'valibot';
import { ErrorResponseSchema, FILE_REPLY, type Endpoint } from '../api/endpoint';
import { LETTER_ROUTES, LetterResponseSchema } from './letter.api';
import { LetterDetailsSchema, VERIFY_ROUTES, VerificationSchema } from './letter.verification';
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
  letter: { method: 'GET', route: LETTER_ROUTES.letter, replies: { 200: LetterResponseSchema } },
  pdf: { method: 'GET', route: LETTER_ROUTES.pdf, replies: { 200: FILE_REPLY } },
} as const satisfies Record<string, Endpoint>;

export const VERIFY_ENDPOINTS = {
  verification: {
    method: 'GET',
    route: VERIFY_ROUTES.verification,
    replies: { 200: VerificationSchema, 404: UnknownCodeResponseSchema },
  },
  /** 404: a wrong code and a wrong last name alike (DETAILS_REFUSED_TEXT). */
  details: { method: 'POST', route: VERIFY_ROUTES.details, replies: { 200: LetterDetailsSchema } },
} as const satisfies Record<string, Endpoint>;

export const PROFILE_ENDPOINTS = {
  me: { method: 'GET', route: PROFILE_ROUTES.me, replies: { 200: ProfileResponseSchema } },
} as const satisfies Record<string, Endpoint>;
