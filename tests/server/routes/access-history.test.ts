import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_READ_HEADER, CASE_API } from '../../../machines/case';
import { ACCESS_API, AccessHistoryResponseSchema } from '../../../machines/case/case.access-api';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { annReadsBobDecides } from '../support/ann-reads-bob-decides';

const route = annReadsBobDecides();

const history = async (id: number, cookie: string) => {
  const answer = await route.app.inject({
    method: 'GET',
    url: ACCESS_API.access(id),
    headers: { cookie },
  });
  expect(answer.statusCode).toBe(200);
  return v.parse(AccessHistoryResponseSchema, answer.json()).access;
};

describe('every access to a case is in its history, through the routes reviewers use', () => {
  it('a decision, the letter page, the letter PDF, a refused decision: newest first', async () => {
    const { id } = await route.submit();
    const ann = await route.signIn('ann');
    const bob = await route.signIn('bob');
    const from = (address: string) => ({ 'x-forwarded-for': address });

    await route.decided(id, 'approve', bob, { headers: from('198.51.100.2') });
    const letterPage = await route.app.inject({
      method: 'GET',
      url: `/api/letters/${id}`,
      headers: { cookie: ann, ...from('203.0.113.7') },
    });
    expect(letterPage.statusCode).toBe(200);
    const letterId: number = letterPage.json().letter.id;
    const pdf = await route.app.inject({
      method: 'GET',
      url: `/api/letters/${id}/pdf`,
      headers: { cookie: ann, ...from('203.0.113.7') },
    });
    expect(pdf.statusCode).toBe(200);
    // Bob decides again on the status he saw before: refused, and still recorded.
    const refused = await route.decide(id, 'deny', bob, {
      body: { reason: 'more-information-needed' },
      headers: from('198.51.100.2'),
    });
    expect(refused.statusCode).toBe(409);

    const entries = await history(id, ann);
    expect(
      entries.map(({ reviewer, action, detail, address }) => [reviewer, action, detail, address]),
    ).toEqual([
      ['bob', 'decision', 'deny: refused, the case had changed', '198.51.100.2'],
      ['ann', 'letter-download', `letter no. ${letterId}`, '203.0.113.7'],
      ['ann', 'view', `letter no. ${letterId}`, '203.0.113.7'],
      ['bob', 'decision', 'approve: Completed', '198.51.100.2'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(completeAnswers.name);
  });

  it('an open page refreshing the case (in the background) adds no view while one is recent', async () => {
    const { id } = await route.submit();
    const ann = await route.signIn('ann');
    const read = (headers: Record<string, string>) =>
      route.app.inject({
        method: 'GET',
        url: CASE_API.case(id),
        headers: { cookie: ann, ...headers },
      });
    // The first read of a sitting counts even when it comes as a refresh.
    expect((await read({ [BACKGROUND_READ_HEADER]: '1' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) await read({ [BACKGROUND_READ_HEADER]: '1' });
    expect((await history(id, ann)).map((entry) => entry.action)).toEqual(['view']);
    // Opening it again, by the reviewer, always counts.
    await read({});
    expect((await history(id, ann)).map((entry) => entry.action)).toEqual(['view', 'view']);
  });

  it('reading the history is not itself an entry, and an empty history is an empty list', async () => {
    const { id } = await route.submit();
    const ann = await route.signIn('ann');
    expect(await history(id, ann)).toEqual([]);
    expect(await history(id, ann)).toEqual([]);
  });
});
