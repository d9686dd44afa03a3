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

/**
 * A route with its case id. Not `routePath` (machines/api/contract.ts): the patient's first
 * page lists every chunk its later steps load, and the cases' chunk needing one more would
 * put that page over its budget.
 */
const withId = (route: string, id: number) => route.replace(':id', String(id));

export const CASE_API = {
  /** POST: a patient's submission (no session). GET: one window of the list (`casePageParams`). */
  cases: CASE_ROUTES.cases,
  /** GET: one case with its answers and its decision history. */
  case: (id: number) => withId(CASE_ROUTES.case, id),
  /** POST: a reviewer's decision, made on the status the reviewer saw. */
  decision: (id: number) => withId(CASE_ROUTES.decision, id),
  /** POST: a reviewer's question to the patient; the case stays Open, waiting for the answer. */
  questions: (id: number) => withId(CASE_ROUTES.questions, id),
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

/** 200 to a decision; the case, as a submission's and a refusal's answers carry it too. */
export const CaseResponseSchema = v.object({ case: CaseRecordSchema });

/** 200 to GET /api/cases/:id, 201 to a question: the case with its history and questions. */
export const CaseWithHistoryResponseSchema = v.object({ case: CaseWithHistorySchema });

/**
 * 200 to GET /api/cases as the overview reads it: the cases are checked one by one (one
 * malformed entry is skipped, not the whole page), and the query's total. What the server
 * sends, every case whole, is in case.endpoints.ts.
 */
export const CaseListEntriesSchema = v.object({
  cases: v.array(v.unknown()),
  total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

export interface CaseListResponse {
  cases: CaseRecord[];
  total: number;
}
