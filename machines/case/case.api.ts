import * as v from 'valibot';
import { CASE_DECISIONS } from './case.machine';
import { ConsentGivenSchema } from './case.consent';
import { MAX_QUESTION_LENGTH } from './case.exchange';
import { DENIAL_REASON_CODES, MAX_DENIAL_NOTE_LENGTH } from '../status/denial-reasons';
import {
  CaseIdSchema,
  CaseRecordSchema,
  CaseStatusSchema,
  CaseWithHistorySchema,
  SubmittedAnswersSchema,
  type CaseRecord,
} from './case.record';

/**
 * The cases' HTTP API, shared by the browser's client and the server's routes: its paths,
 * and one schema per body, which the receiving side parses (the server a request, the
 * browser an answer). Errors answer `{ "error": message }`.
 */
export const CASE_API = {
  /** POST: a patient's submission (no session). GET: one window of the list (`casePageParams`). */
  cases: '/api/cases',
  /** GET: one case with its answers and its decision history. */
  case: (id: number) => `/api/cases/${id}`,
  /** POST: a reviewer's decision, made on the status the reviewer saw. */
  decision: (id: number) => `/api/cases/${id}/decision`,
  /** POST: a reviewer's question to the patient; the case stays Open, waiting for the answer. */
  questions: (id: number) => `/api/cases/${id}/questions`,
  /**
   * GET: the reviewer's next case, the oldest Open one the reviewer's licences cover, other
   * than `after` (the case just decided).
   */
  nextOpen: (after: number | null) =>
    after === null ? '/api/cases/next-open' : `/api/cases/next-open?after=${after}`,
} as const;

/**
 * Sent by the page on a read it makes by itself (refreshing an open case while it shows): the
 * server then does not count it as the reviewer's activity, so an open page alone never keeps
 * a session from its idle end.
 */
export const BACKGROUND_READ_HEADER = 'x-background-read';

/** The route patterns of the same paths, for the server. */
export const CASE_ROUTES = {
  cases: CASE_API.cases,
  case: '/api/cases/:id',
  decision: '/api/cases/:id/decision',
  questions: '/api/cases/:id/questions',
  nextOpen: '/api/cases/next-open',
} as const;

/** GET /api/cases/next-open's query, strictly: `after` is a case id or absent. */
export const NextOpenQuerySchema = v.strictObject({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number), CaseIdSchema)),
});

/** 200 to GET /api/cases/next-open: the case to open next, or null when none is left. */
export const NextOpenResponseSchema = v.object({ caseId: v.nullable(CaseIdSchema) });

/** POST /api/cases. The answers are checked by the survey's own parser (case.record.ts). */
export const SubmissionRequestSchema = v.object({
  // Every answer this survey asks: unlike a stored case's, none may be left unset.
  answers: SubmittedAnswersSchema,
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

/**
 * 201 to a submission, 200 to a decision, 409 to a decision on a status no longer stored;
 * 201 to a question, 409 to one the case does not take now.
 */
export const CaseResponseSchema = v.object({ case: CaseRecordSchema });

/** 200 to GET /api/cases/:id. */
export const CaseWithHistoryResponseSchema = v.object({ case: CaseWithHistorySchema });

/**
 * 200 to GET /api/cases: the cases are checked one by one (one malformed entry is skipped,
 * not the whole page), and carry no answers.
 */
export const CaseListResponseSchema = v.object({
  cases: v.array(v.unknown()),
  total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

export interface CaseListResponse {
  cases: CaseRecord[];
  total: number;
}

/** A body parsed by its schema, or null: what the receiving side of a call does first. */
export function parseBody<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
): v.InferOutput<S> | null {
  if (Array.isArray(body)) return null;
  const result = v.safeParse(schema, body);
  return result.success ? result.output : null;
}
