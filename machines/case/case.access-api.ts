import * as v from 'valibot';
import { routePath } from '../api/contract';

/*
 * The access history's contract, in a module of its own: only the review page's access
 * history, loaded when opened, needs it in the browser.
 */

export const ACCESS_ROUTE = '/api/cases/:id/access';
export const ACCESS_API = {
  /** GET: who viewed, downloaded the letter of, or decided the case (server mode). */
  access: (id: number) => routePath(ACCESS_ROUTE, { id }),
} as const;

/**
 * What the access log records of a case: every view, letter download and decision, every
 * public check of its letter at /verify, each question to the patient and answer, and the
 * patient's download of their own record.
 */
export const ACCESS_ACTIONS = [
  'view',
  'letter-download',
  'decision',
  'letter-check',
  'question',
  'answer',
  'record-download',
  'status-check',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/**
 * One access: who (a reviewer's username, or null for the patient through the case's status
 * link), what (and its detail, never health data), from where, when.
 */
export const AccessRecordSchema = v.object({
  reviewer: v.nullable(v.string()),
  action: v.picklist(ACCESS_ACTIONS),
  detail: v.pipe(v.string(), v.maxLength(200)),
  address: v.pipe(v.string(), v.maxLength(100)),
  accessedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type AccessRecord = v.InferOutput<typeof AccessRecordSchema>;

/** 200 to GET /api/cases/:id/access, newest first. */
export const AccessHistoryResponseSchema = v.object({ access: v.array(AccessRecordSchema) });
export type AccessHistoryResponse = v.InferOutput<typeof AccessHistoryResponseSchema>;
