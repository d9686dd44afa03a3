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
import { CaseRecordSchema } from './case.record';

/*
 * The server's side of the cases' contract: every answer of each endpoint, by status, which
 * the server checks before it sends one (server/plugins/reply-contracts.ts). The browser reads
 * the answers with the schemas of case.api.ts and never loads this module.
 */

/**
 * 201 to a submission (200 to a repeat of one already stored, by its Idempotency-Key): the
 * case, and its private status link, handed out once.
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
  access: { method: 'GET', route: ACCESS_ROUTE, replies: { 200: AccessHistoryResponseSchema } },
} as const satisfies Record<string, Endpoint>;
