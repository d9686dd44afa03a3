import * as v from 'valibot';

/*
 * GET /api/cases/:id/access (CASE_API.access), in a module of its own: only the review page's
 * access history, loaded when opened, needs it in the browser.
 */

/** What the access log records of a case: every view, letter download and decision. */
export const ACCESS_ACTIONS = ['view', 'letter-download', 'decision'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** One access: who, what (and its detail, never health data), from where, when. */
export const AccessRecordSchema = v.object({
  reviewer: v.string(),
  action: v.picklist(ACCESS_ACTIONS),
  detail: v.pipe(v.string(), v.maxLength(200)),
  address: v.pipe(v.string(), v.maxLength(100)),
  accessedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type AccessRecord = v.InferOutput<typeof AccessRecordSchema>;

/** 200 to GET /api/cases/:id/access, newest first. */
export const AccessHistoryResponseSchema = v.object({ access: v.array(AccessRecordSchema) });
export type AccessHistoryResponse = v.InferOutput<typeof AccessHistoryResponseSchema>;
