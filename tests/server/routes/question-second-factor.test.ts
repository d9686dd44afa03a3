import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_API } from '../../../machines/case';
import { ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

// docs/security.md: without a second factor a reviewer reads but does not decide; asking the
// patient a question is part of deciding, refused as approve and deny are (issue 34).
const PROFILE = { ...ANN_PROFILE, licensedIn: ['Ohio' as const] };
const route = routeTestApp({
  reviewers: {
    owen: { password: 'lantern orchard seventeen', profile: PROFILE, secondFactor: false },
    olga: { password: 'lantern orchard seventeen', profile: PROFILE },
  },
});

let caseId: number;
beforeAll(async () => {
  caseId = (await route.submit()).id;
});

const ask = (cookie: string) =>
  route.app.inject({
    method: 'POST',
    url: CASE_API.questions(caseId),
    headers: { ...APP_HEADERS, cookie },
    payload: { question: 'How far can you walk before you need to rest?' },
  });

describe('POST /api/cases/:id/questions and the second factor', () => {
  it('without one: 403, with the words approve and deny use, and the case stays as it was', async () => {
    const owen = await route.signIn('owen');
    const exchange = async () =>
      (
        await route.app.inject({
          method: 'GET',
          url: CASE_API.case(caseId),
          headers: { cookie: owen },
        })
      ).json().case.exchange;
    const before = await exchange();
    const asked = await ask(owen);
    const decided = await route.decide(caseId, 'approve', owen);
    expect(asked.statusCode).toBe(403);
    expect(decided.statusCode).toBe(403);
    expect(asked.json().error).toBe(decided.json().error);
    expect(asked.json().error).toContain('/account/second-factor');
    expect(await exchange()).toEqual(before);
  });

  it('with one: the question is taken', async () => {
    expect((await ask(await route.signIn('olga'))).statusCode).toBe(201);
  });
});
