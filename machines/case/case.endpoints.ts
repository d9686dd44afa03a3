import * as v from 'valibot';
import { ErrorResponseSchema, type Endpoint } from '../api/endpoint';
import { StatusTokenSchema } from '../status/status.api';
import { ACCESS_ROUTE, AccessHistoryResponseSchema } from './case.access-api';
import {
  CASE_ROUTES,
  CaseListEntriesSchema,
  CaseResponseSchema,
  CaseWithHistoryResponseSchema,
  NextOpenResponseSchema,
} from './case.api';
import { MAX_DIAGNOSES, MAX_LETTER_TEXT_LENGTH } from '../letter/letter.request';
import { DENIAL_REASON_CODES, MAX_DENIAL_NOTE_LENGTH } from '../status/denial-reasons';
import { ConsentGivenSchema } from './case.consent';
import { SubmissionOriginSchema } from './case.partner';
import { MAX_QUESTION_LENGTH } from './case.exchange';
import { CASE_DECISIONS } from './case.machine';
import { CaseListQuerySchema } from './case.list-params';
import {
  CaseIdSchema,
  CaseRecordSchema,
  CaseStatusSchema,
  SubmittedAnswersSchema,
} from './case.record';

/*
 * The server's side of the cases' contract: the requests it parses, and every answer of each
 * endpoint, by status, which it checks before it sends one (server/plugins/reply-contracts.ts).
 * The browser reads the answers with the schemas of case.api.ts and never loads this module.
 */

/** GET /api/cases/next-open's query, strictly: `after` is a case id or absent. */
export const NextOpenQuerySchema = v.strictObject({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number), CaseIdSchema)),
});

/** POST /api/cases. The answers are checked by the survey's own parser (case.record.ts). */
export const SubmissionRequestSchema = v.object({
  // Every answer this survey asks: unlike a stored case's, none may be left unset.
  answers: SubmittedAnswersSchema,
  /** The consent the attestation's continue gave: only the current versions are accepted. */
  consent: v.optional(ConsentGivenSchema),
  /** The partner's link the survey started from (`/p/<slug>?product=&order=`); none from `/`. */
  origin: v.optional(SubmissionOriginSchema),
});

/**
 * POST /api/cases/:id/questions. The text is held to its rule (`checkQuestion`) by the
 * lifecycle's guard and the route, which words the refusal; here only its type and a bound.
 */
export const QuestionRequestSchema = v.strictObject({
  question: v.pipe(v.string(), v.maxLength(MAX_QUESTION_LENGTH * 4)),
});

const letterText = { type: 'string', minLength: 1, maxLength: MAX_LETTER_TEXT_LENGTH } as const;

/** An approval's diagnosis, as the letter's rule takes it. */
const DIAGNOSIS_DESCRIPTION = {
  type: 'object',
  properties: {
    condition: letterText,
    code: { type: 'string', description: 'An ICD-10-CM code, such as E66.812.' },
  },
  required: ['condition', 'code'],
} as const;

/** What the letter recommends, as the letter's rule takes it. */
const RECOMMENDATION_DESCRIPTION = {
  type: 'object',
  properties: { product: letterText, usage: letterText, duration: letterText },
  required: ['product', 'usage', 'duration'],
} as const;

export const DecisionRequestSchema = v.strictObject({
  decision: v.picklist(CASE_DECISIONS),
  expectedStatus: CaseStatusSchema,
  // An approval's letter (server mode), checked in full, every text by the text rule, by the
  // letter's rule (parseLetterRequest), which words each refusal: the metadata only describes
  // it for integrators.
  diagnoses: v.optional(
    v.pipe(
      v.array(v.pipe(v.unknown(), v.metadata(DIAGNOSIS_DESCRIPTION))),
      v.maxLength(MAX_DIAGNOSES),
    ),
  ),
  recommendation: v.optional(v.pipe(v.unknown(), v.metadata(RECOMMENDATION_DESCRIPTION))),
  // A denial's reason, which server mode requires, and the reviewer's optional note, held to
  // its text rule (`checkDenialNote`) by the route, which words the refusal.
  reason: v.optional(v.picklist(DENIAL_REASON_CODES)),
  note: v.optional(v.pipe(v.string(), v.maxLength(MAX_DENIAL_NOTE_LENGTH))),
});
export type DecisionRequest = v.InferOutput<typeof DecisionRequestSchema>;

/**
 * 201 to a submission (200 to a repeat of one already stored, by its Idempotency-Key and the
 * same answers): the case, and its private status link, handed out once.
 */
export const SubmissionResponseSchema = v.object({
  ...CaseResponseSchema.entries,
  statusToken: StatusTokenSchema,
});

/** 200 to GET /api/cases: one window of cases, every case whole, without its answers. */
export const CaseListResponseSchema = v.object({
  ...CaseListEntriesSchema.entries,
  cases: v.array(CaseRecordSchema),
});

/** 409 to a decision on a status no longer stored: why, and the case as it is now. */
export const DecisionConflictResponseSchema = v.object({
  ...ErrorResponseSchema.entries,
  ...CaseResponseSchema.entries,
});

/** 409 to a question the case does not take now: why, and the case as it is now. */
export const QuestionRefusedResponseSchema = v.object({
  ...ErrorResponseSchema.entries,
  ...CaseWithHistoryResponseSchema.entries,
});

/** Each endpoint of the cases and what its answers carry (any other error: `{ error }`). */
export const CASE_ENDPOINTS = {
  submit: {
    method: 'POST',
    route: CASE_ROUTES.cases,
    summary: "Submits a patient's answers: the case, and its private status link, handed out once.",
    access: 'anyone',
    body: SubmissionRequestSchema,
    idempotent: true,
    // 422: the Idempotency-Key came before with other answers, or the origin names a
    // partner or product that does not exist.
    replies: {
      200: SubmissionResponseSchema,
      201: SubmissionResponseSchema,
      422: ErrorResponseSchema,
    },
  },
  list: {
    method: 'GET',
    route: CASE_ROUTES.cases,
    summary: 'Lists one window of the cases, newest first, without their answers.',
    access: 'reviewer',
    query: CaseListQuerySchema,
    replies: { 200: CaseListResponseSchema },
  },
  nextOpen: {
    method: 'GET',
    route: CASE_ROUTES.nextOpen,
    summary: 'The open case to review next (after the one given), or null when none is left.',
    access: 'reviewer',
    query: NextOpenQuerySchema,
    replies: { 200: NextOpenResponseSchema },
  },
  case: {
    method: 'GET',
    route: CASE_ROUTES.case,
    summary:
      'One case with its answers, its history and its questions to the patient, for a reviewer licensed in its state.',
    access: 'reviewer',
    // 403: not licensed in the patient's state ("You are not licensed in Texas").
    replies: { 200: CaseWithHistoryResponseSchema, 403: ErrorResponseSchema },
  },
  decision: {
    method: 'POST',
    route: CASE_ROUTES.decision,
    summary:
      'Approves (signing the letter) or denies a case, if it still has the status the reviewer saw.',
    access: 'reviewer',
    body: DecisionRequestSchema,
    replies: { 200: CaseResponseSchema, 409: DecisionConflictResponseSchema },
  },
  questions: {
    method: 'POST',
    route: CASE_ROUTES.questions,
    summary: 'Asks the patient a question; the case waits for the answer.',
    access: 'reviewer',
    body: QuestionRequestSchema,
    replies: {
      201: CaseWithHistoryResponseSchema,
      403: ErrorResponseSchema,
      409: QuestionRefusedResponseSchema,
    },
  },
  access: {
    method: 'GET',
    route: ACCESS_ROUTE,
    summary:
      'Every access to a case: who, when, what and from where, newest first, for a reviewer licensed in its state.',
    access: 'reviewer',
    replies: { 200: AccessHistoryResponseSchema, 403: ErrorResponseSchema },
  },
} as const satisfies Record<string, Endpoint>;
