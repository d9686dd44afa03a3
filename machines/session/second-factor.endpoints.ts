import type { Endpoint } from '../api/endpoint';
import { SignedInResponseSchema } from './session.api';
import {
  EnrolmentDoneSchema,
  EnrolmentStartSchema,
  FactorCodeRequestSchema,
  SECOND_FACTOR_ROUTES,
  SecondFactorStatusSchema,
} from './second-factor.api';

/** The server's side of the second factor's contract: each endpoint's answers, by status. */
export const SECOND_FACTOR_ENDPOINTS = {
  signInCode: {
    method: 'POST',
    route: SECOND_FACTOR_ROUTES.signInCode,
    summary:
      "Completes a sign-in whose password was right: an authenticator code or a recovery code, then the session's cookie.",
    access: 'anyone',
    body: FactorCodeRequestSchema,
    replies: { 200: SignedInResponseSchema },
  },
  status: {
    method: 'GET',
    route: SECOND_FACTOR_ROUTES.status,
    summary:
      'Whether the signed-in reviewer has enrolled a second factor, and how many recovery codes they have left.',
    access: 'reviewer',
    replies: { 200: SecondFactorStatusSchema },
  },
  start: {
    method: 'POST',
    route: SECOND_FACTOR_ROUTES.start,
    summary:
      'Starts enrolling an authenticator app: a new secret, as text and as a QR code, shown this once.',
    access: 'reviewer',
    replies: { 200: EnrolmentStartSchema },
  },
  confirm: {
    method: 'POST',
    route: SECOND_FACTOR_ROUTES.confirm,
    summary:
      "Completes the enrolment with a code from the app: the factor is kept, and the reviewer's recovery codes are answered this once.",
    access: 'reviewer',
    body: FactorCodeRequestSchema,
    replies: { 200: EnrolmentDoneSchema },
  },
} as const satisfies Record<string, Endpoint>;
