import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_ACTIONS,
  ACCESS_API,
  AccessRecordSchema,
} from '../../../machines/case/case.access-api';

const entry = (action: string) => ({
  reviewer: null,
  action,
  detail: 'record (PDF)',
  address: '203.0.113.7',
  accessedAt: '2026-11-26T21:00:00.000Z',
});

describe('what the access log records of a case', () => {
  it('views, letter downloads, decisions, checks at /verify, the exchange, record downloads and last names typed at a status link', () => {
    expect(ACCESS_ACTIONS).toEqual([
      'view',
      'letter-download',
      'decision',
      'letter-check',
      'question',
      'answer',
      'record-download',
      'status-check',
    ]);
    expect(ACCESS_API.access(7)).toBe('/api/cases/7/access');
  });

  it('reads an entry of each of those actions, and no other', () => {
    for (const action of ACCESS_ACTIONS) expect(v.is(AccessRecordSchema, entry(action))).toBe(true);
    expect(v.is(AccessRecordSchema, entry('edit'))).toBe(false);
  });

  it('a check at /verify has no reviewer and carries its address', () => {
    const check = {
      reviewer: null,
      action: 'letter-check',
      detail: 'letter no. 3: details shown',
      address: '198.51.100.4',
      accessedAt: '2026-11-26T12:00:00.000Z',
    };
    expect(v.is(AccessRecordSchema, check)).toBe(true);
    expect(v.is(AccessRecordSchema, { ...check, action: 'letter-forged' })).toBe(false);
  });
});
