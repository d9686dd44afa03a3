import * as v from 'valibot';
import { routePath, type Endpoint } from '../api/contract';
import { CASE_DECISIONS } from './case.machine';
import { ConsentGivenSchema } from './case.consent';
import { MAX_QUESTION_LENGTH } from './case.exchange';
import { DENIAL_REASON_CODES, MAX_DENIAL_NOTE_LENGTH } from '../status/denial-reasons';
import { StatusTokenSchema } from '../status/status-link';
import {
  CaseIdSchema,
  CaseRecordSchema,
  CaseStatusSchema,
  CaseWithHistorySchema,
  type CaseRecord,
} from './case.record';

export { parseBody } from '../api/contract';

/**
 * The cases' HTTP API, shared by the browser's client and the server's routes: its paths,
 * and one schema per body, which the receiving side parses (the server a request, the
 * browser an answer). Errors answer `{ "error": message }`.
 */

/** The route patterns, for the server; every path below is built from one of them. */
export const CASE_ROUTES = {
  cases: '/api/cases',
  case: '/api/cases/:id',
  decision: '/api/cases/:id/decision',
  questions: '/api/cases/:id/questions',
  nextOpen: '/api/cases/next-open',
} as const;

export const CASE_API = {
  /** POST: a patient's submission (no session). GET: one window of the list (`casePageParams`). */
  cases: CASE_ROUTES.cases,
  /** GET: one case with its answers and its decision history. */
  case: (id: number) => routePath(CASE_ROUTES.case, { id }),
  /** POST: a reviewer's decision, made on the status the reviewer saw. */
  decision: (id: number) => routePath(CASE_ROUTES.decision, { id }),
  /** POST: a reviewer's question to the patient; the case stays Open, waiting for the answer. */
  questions: (id: number) => routePath(CASE_ROUTES.questions, { id }),
  /**
   * GET: the reviewer's next case, the oldest Open one the reviewer's licences cover, other
   * than `after` (the case just decided).
   */
  nextOpen: (after: number | null) =>
    after === null ? CASE_ROUTES.nextOpen : `${CASE_ROUTES.nextOpen}?after=${after}`,
} as const;

/**
 * Sent by the page on a read it makes by itself (refreshing an open case while it shows): the
 * server then does not count it as the reviewer's activity, so an open page alone never keeps
 * a session from its idle end.
 */
export const BACKGROUND_READ_HEADER = 'x-background-read';

/** GET /api/cases/next-open's query, strictly: `after` is a case id or absent. */
export const NextOpenQuerySchema = v.strictObject({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number), CaseIdSchema)),
});

/** 200 to GET /api/cases/next-open: the case to open next, or null when none is left. */
export const NextOpenResponseSchema = v.object({ caseId: v.nullable(CaseIdSchema) });

/** POST /api/cases. The answers are checked by the survey's own parser (case.record.ts). */
export const SubmissionRequestSchema = v.object({
  answers: CaseRecordSchema.entries.answers.wrapped,
  /** The consent the attestation's continue gave: only the current versions are accepted. */
  consent: v.optional(ConsentGivenSchema),
});

/**
 * POST /api/cases/:id/questions. The text is held to its rule (`checkQuestion`) by the
 * lifecycle's guard and the route, which words the refusal; here only its type and a bound.
 */
export const QuestionRequestSchema = v.strictObject({
  question: v.pipe(v.string(), v.maxLength(MAX_QUESTION_LENGTH * 4)),
});

export const DecisionRequestSchema = v.strictObject({
  decision: v.picklist(CASE_DECISIONS),
  expectedStatus: CaseStatusSchema,
  // An approval's letter (server mode), checked in full by the letter's rule (parseLetterRequest).
  diagnoses: v.optional(v.pipe(v.array(v.unknown()), v.maxLength(25))),
  recommendation: v.optional(v.unknown()),
  // A denial's reason, which server mode requires, and the reviewer's optional note.
  reason: v.optional(v.picklist(DENIAL_REASON_CODES)),
  note: v.optional(v.pipe(v.string(), v.maxLength(MAX_DENIAL_NOTE_LENGTH))),
});
export type DecisionRequest = v.InferOutput<typeof DecisionRequestSchema>;

/** 200 to a decision; the case inside the answers below. */
export const CaseResponseSchema = v.object({ case: CaseRecordSchema });

/**
 * 201 to a submission (200 to a repeat of one already stored, by its Idempotency-Key): the
 * case, and its private status link, handed out once.
 */
export const SubmissionResponseSchema = v.object({
  ...CaseResponseSchema.entries,
  statusToken: StatusTokenSchema,
});

/** 200 to GET /api/cases/:id, 201 to a question: the case with its history and questions. */
export const CaseWithHistoryResponseSchema = v.object({ case: CaseWithHistorySchema });

/** 409 to a decision on a status no longer stored: why, and the case as it is now. */
export const DecisionConflictResponseSchema = v.object({
  error: v.string(),
  ...CaseResponseSchema.entries,
});

/** 409 to a question the case does not take now: why, and the case as it is now. */
export const QuestionRefusedResponseSchema = v.object({
  error: v.string(),
  ...CaseWithHistoryResponseSchema.entries,
});

/** 200 to GET /api/cases: one window of cases, without their answers, and the query's total. */
export const CaseListResponseSchema = v.object({
  cases: v.array(CaseRecordSchema),
  total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

/**
 * The same answer as the overview reads it: the cases are checked one by one (one malformed
 * entry is skipped, not the whole page).
 */
export const CaseListEntriesSchema = v.object({
  ...CaseListResponseSchema.entries,
  cases: v.array(v.unknown()),
});

export interface CaseListResponse {
  cases: CaseRecord[];
  total: number;
}

/** Each endpoint of the cases and what its answers carry (errors: `{ error }`). */
export const CASE_ENDPOINTS = {
  submit: {
    method: 'POST',
    route: CASE_ROUTES.cases,
    replies: { 200: SubmissionResponseSchema, 201: SubmissionResponseSchema },
  },
  list: { method: 'GET', route: CASE_ROUTES.cases, replies: { 200: CaseListResponseSchema } },
  nextOpen: {
    method: 'GET',
    route: CASE_ROUTES.nextOpen,
    replies: { 200: NextOpenResponseSchema },
  },
  case: { method: 'GET', route: CASE_ROUTES.case, replies: { 200: CaseWithHistoryResponseSchema } },
  decision: {
    method: 'POST',
    route: CASE_ROUTES.decision,
    replies: { 200: CaseResponseSchema, 409: DecisionConflictResponseSchema },
  },
  questions: {
    method: 'POST',
    route: CASE_ROUTES.questions,
    replies: { 201: CaseWithHistoryResponseSchema, 409: QuestionRefusedResponseSchema },
  },
} as const satisfies Record<string, Endpoint>;
