import * as v from 'valibot';

/*
 * Only valibot actions the app already uses: the library's code lands in the patient's first
 * page's chunk, so a new action there (length, startsWith) costs that page bytes.
 */
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from './second-factor.rules';
import { SESSION_ROUTES } from './session.api';

/**
 * A reviewer's second factor (server mode only): an authenticator app's code (TOTP, RFC 6238)
 * after the password, or one of the recovery codes given at enrolment. Routes, the codes'
 * shapes, and the answers the pages read; the server's side is second-factor.endpoints.ts.
 */
export const SECOND_FACTOR_ROUTES = {
  /** POST: the code step of a sign-in whose password was right (202 to POST /api/session). */
  signInCode: SESSION_ROUTES.factor,
  /** GET: whether the signed-in reviewer has enrolled, and how many recovery codes are left. */
  status: '/api/account/second-factor',
  /** POST: a new secret to enrol (shown once), kept until confirmed. */
  start: '/api/account/second-factor/start',
  /** POST: a code computed from that secret; enrols, and answers the recovery codes. */
  confirm: '/api/account/second-factor/confirm',
} as const;

export * from './second-factor.rules';

/** POST /api/session/factor and POST …/confirm: the code as typed (checked by `parseFactorCode`). */
export const FactorCodeRequestSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

/** 200 to GET /api/account/second-factor. */
export const SecondFactorStatusSchema = v.object({
  enrolled: v.boolean(),
  enrolledAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  recoveryCodesLeft: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type SecondFactorStatus = v.InferOutput<typeof SecondFactorStatusSchema>;

/** 200 to POST …/start: the secret, as text and as an otpauth:// address, and its QR code. */
export const EnrolmentStartSchema = v.object({
  secret: v.pipe(v.string(), v.regex(/^[A-Z2-7]+$/)),
  otpauthUri: v.pipe(v.string(), v.regex(/^otpauth:\/\/totp\//)),
  /** The QR code of `otpauthUri`, an SVG document. */
  qrSvg: v.pipe(v.string(), v.regex(/^<svg/)),
});
export type EnrolmentStart = v.InferOutput<typeof EnrolmentStartSchema>;

/** 200 to POST …/confirm: the recovery codes, shown this once. */
export const EnrolmentDoneSchema = v.object({
  recoveryCodes: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(RECOVERY_CODE_LENGTH))),
    v.minLength(RECOVERY_CODE_COUNT),
    v.maxLength(RECOVERY_CODE_COUNT),
  ),
});
