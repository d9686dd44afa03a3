import * as v from 'valibot';
import { routePath } from '../api/contract';
import { US_STATES } from '../survey/survey.constants';
import type { LetterContent } from './letter.content';
import { VerificationStatusSchema } from './verification-status';

/** A case's letter for reviewers: as JSON for the letter page, and as its PDF. */
export const LETTER_ROUTES = {
  letter: '/api/letters/:caseId',
  pdf: '/api/letters/:caseId/pdf',
} as const;

export const LETTER_API = {
  /** GET: the case's latest letter (404 when the case has none). */
  letter: (caseId: number) => routePath(LETTER_ROUTES.letter, { caseId }),
  /** GET: the valid letter as the PDF issued (the session cookie goes along). */
  pdf: (caseId: number) => routePath(LETTER_ROUTES.pdf, { caseId }),
} as const;

const IsoDateSchema = v.pipe(v.string(), v.isoDate());

/** A signed letter's content, as stored and as every rendering of it shows it. */
export const LetterContentSchema = v.object({
  title: v.string(),
  patientName: v.string(),
  patientState: v.nullable(v.picklist(US_STATES)),
  diagnoses: v.array(v.object({ condition: v.string(), code: v.string() })),
  recommendation: v.object({ product: v.string(), usage: v.string(), duration: v.string() }),
  necessityStatement: v.string(),
  provider: v.object({
    fullName: v.string(),
    credentials: v.string(),
    npi: v.string(),
    licence: v.string(),
  }),
  issuedOn: IsoDateSchema,
  validUntil: IsoDateSchema,
  signature: v.string(),
});

/** The schema and the letter's type say the same: a field added to one fails the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contentSchemaIsTheType: Same<v.InferOutput<typeof LetterContentSchema>, LetterContent> = true;
void contentSchemaIsTheType;

/** 200 to GET /api/letters/:caseId. */
export const LetterResponseSchema = v.object({
  letter: v.object({
    id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    caseId: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    status: VerificationStatusSchema,
    content: LetterContentSchema,
    /** The public check's page, printed on the letter as its QR code. */
    verificationUrl: v.string(),
  }),
});
export type IssuedLetter = v.InferOutput<typeof LetterResponseSchema>['letter'];
