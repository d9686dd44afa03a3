import * as v from 'valibot';
import { routePath } from '../api/contract';
import { interventionStartDate, type LetterContent } from './letter.content';
import { LastNameRequestSchema } from './last-name-request';
import { dateSections, diagnosisLine, LETTER_LABELS, type LetterSection } from './letter.fields';
import { VerificationStatusSchema } from './verification-status';

/*
 * The public check of a letter (`/verify/:code`): its paths, what it answers, and the letter's
 * details shown once the patient's last name is given. The server writes these answers and
 * the verify page parses them with the same schemas.
 */

export const VERIFY_ROUTES = {
  verification: '/api/verify/:code',
  details: '/api/verify/:code/details',
} as const;

export const VERIFY_API = {
  /** GET: the letter's public part. */
  verification: (code: string) => routePath(VERIFY_ROUTES.verification, { code }),
  /** POST { lastName }: the letter's content as issued. */
  details: (code: string) => routePath(VERIFY_ROUTES.details, { code }),
} as const;

const IsoDate = v.pipe(v.string(), v.isoDate());

/** 200 to GET /api/verify/:code: nothing about the patient, nothing of their health. */
export const VerificationSchema = v.object({
  status: VerificationStatusSchema,
  letterNumber: v.pipe(v.number(), v.integer(), v.minValue(1)),
  issuedOn: IsoDate,
  interventionStartDate: IsoDate,
  validUntil: IsoDate,
  product: v.string(),
  provider: v.object({
    fullName: v.string(),
    credentials: v.string(),
    npi: v.string(),
    licence: v.string(),
  }),
  /** The issued file's fingerprint; null for a letter issued before files were kept. */
  fingerprint: v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))),
});
export type Verification = v.InferOutput<typeof VerificationSchema>;

/** The body of POST /api/verify/:code/details. */
export const LetterDetailsRequestSchema = LastNameRequestSchema;

/** 200 to POST /api/verify/:code/details: the letter as issued, and nothing else of the case. */
export const LetterDetailsSchema = v.object({
  details: v.object({
    patientName: v.string(),
    diagnoses: v.array(v.object({ condition: v.string(), code: v.string() })),
    product: v.string(),
    usage: v.string(),
    duration: v.string(),
    issuedOn: IsoDate,
    interventionStartDate: IsoDate,
    validUntil: IsoDate,
    signature: v.string(),
  }),
});
export type LetterDetails = v.InferOutput<typeof LetterDetailsSchema>['details'];

/** The details the verify page shows of a letter, from its stored content. */
export function letterDetails(content: LetterContent): LetterDetails {
  return {
    patientName: content.patientName,
    diagnoses: content.diagnoses.map(({ condition, code }) => ({ condition, code })),
    product: content.recommendation.product,
    usage: content.recommendation.usage,
    duration: content.recommendation.duration,
    issuedOn: content.issuedOn,
    interventionStartDate: interventionStartDate(content),
    validUntil: content.validUntil,
    signature: content.signature,
  };
}

/** The details as the verify page shows them: the letter's own labels, in its order. */
export function detailSections(details: LetterDetails): LetterSection[] {
  return [
    { label: LETTER_LABELS.patient, lines: [details.patientName] },
    { label: LETTER_LABELS.diagnoses, lines: details.diagnoses.map(diagnosisLine) },
    { label: LETTER_LABELS.product, lines: [details.product] },
    { label: LETTER_LABELS.usage, lines: [details.usage] },
    { label: LETTER_LABELS.duration, lines: [details.duration] },
    ...dateSections(details),
  ];
}

/** What a wrong last name gets: the very answer a wrong code gets. */
export const DETAILS_REFUSED_TEXT =
  'No letter matches this code and last name. Check both against the letter.';
