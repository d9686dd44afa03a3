import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  CASE_API,
  CaseListEntriesSchema,
  CaseResponseSchema,
  CaseWithHistoryResponseSchema,
  DecisionRequestSchema,
  parseBody,
  SubmissionRequestSchema,
} from '../../../machines/case';
import { CaseListResponseSchema } from '../../../machines/case/case.endpoints';
import { completeAnswers } from '../survey/survey.fixtures';

const stored = { id: 11, name: 'Ada Lovelace', status: 'Open', dateSubmitted: '2026-11-21' };
const decision = {
  reviewer: 'ann',
  decidedAt: '2026-11-24T10:00:00.000Z',
  fromStatus: 'Open',
  toStatus: 'Completed',
};

describe('the cases’ HTTP bodies, parsed where they arrive', () => {
  it('a submission carries the answers, parsed by the survey’s rules', () => {
    expect(parseBody(SubmissionRequestSchema, { answers: completeAnswers })).toEqual({
      answers: completeAnswers,
    });
    expect(parseBody(SubmissionRequestSchema, { answers: { ...completeAnswers, age: '17' } })).toBe(
      null,
    );
    expect(parseBody(SubmissionRequestSchema, {})).toBeNull();
  });

  it('a decision is approve or deny on the status the reviewer saw, and nothing else', () => {
    const approve = { decision: 'approve', expectedStatus: 'Open' };
    expect(parseBody(DecisionRequestSchema, approve)).toEqual(approve);
    expect(parseBody(DecisionRequestSchema, { ...approve, decision: 'close' })).toBeNull();
    expect(parseBody(DecisionRequestSchema, { ...approve, expectedStatus: 'Closed' })).toBeNull();
    expect(parseBody(DecisionRequestSchema, { ...approve, status: 'Completed' })).toBeNull();
  });

  it('a case answered to a submission or a decision keeps the case', () => {
    expect(parseBody(CaseResponseSchema, { case: stored })).toEqual({ case: stored });
    expect(parseBody(CaseResponseSchema, { case: { ...stored, status: 'Closed' } })).toBeNull();
  });

  it('one case comes with its decision history', () => {
    const body = { case: { ...stored, status: 'Completed', history: [decision] } };
    // A server that sends no questions (one from before them) sends a case with none.
    expect(parseBody(CaseWithHistoryResponseSchema, body)).toEqual({
      case: { ...body.case, exchange: [] },
    });
    expect(parseBody(CaseWithHistoryResponseSchema, { case: stored })).toBeNull();
  });

  it('a page of the list carries its cases and the total the query selects', () => {
    const body = { cases: [stored], total: 40 };
    expect(parseBody(CaseListResponseSchema, body)).toEqual(body);
    expect(parseBody(CaseListResponseSchema, { cases: [stored], total: -1 })).toBeNull();
    expect(parseBody(CaseListResponseSchema, { cases: [stored] })).toBeNull();
    // What the server sends is every case whole; the overview reads them one by one, so a
    // malformed entry costs that entry, not the page.
    const oneMalformed = { cases: [stored, { id: 'x' }], total: 40 };
    expect(parseBody(CaseListResponseSchema, oneMalformed)).toBeNull();
    expect(parseBody(CaseListEntriesSchema, oneMalformed)).toEqual(oneMalformed);
    expect(parseBody(CaseListEntriesSchema, { cases: [stored], total: -1 })).toBeNull();
  });

  it('a JSON array is never a body, even for a schema whose fields are all optional', () => {
    const anything = v.object({ note: v.optional(v.string()) });
    expect(parseBody(anything, {})).toEqual({});
    expect(parseBody(anything, [])).toBeNull();
  });

  it('the paths', () => {
    expect(CASE_API.cases).toBe('/api/cases');
    expect(CASE_API.case(7)).toBe('/api/cases/7');
    expect(CASE_API.decision(7)).toBe('/api/cases/7/decision');
  });
});
