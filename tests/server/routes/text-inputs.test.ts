import { beforeAll, describe, expect, it } from 'vitest';
import { submittedAnswers } from '../support/submitted-answers';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

/** A NUL byte or half a character, wherever text enters: 400 with a reason, never a 500. */
const route = routeTestApp({
  reviewers: { ann: { password: 'lantern orchard seventeen' } },
  rateLimits: {
    submissionsPerMinute: 1000,
    loginPerMinute: 1000,
    loginPerAddressPerMinute: 1000,
  },
});
let cookie = '';

beforeAll(async () => {
  cookie = await route.signIn('ann');
});

const submit = (answers: object) =>
  route.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: APP_HEADERS,
    payload: { answers },
  });

describe('NUL and lone surrogates', () => {
  it('in the risk factors or the name of a submission: 400 with the reason', async () => {
    for (const answers of [
      { ...submittedAnswers, riskFactors: 'smokes\u0000daily' },
      { ...submittedAnswers, name: 'Ada \ud800Lovelace' },
    ]) {
      const response = await submit(answers);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).not.toMatch(/went wrong/);
    }
  });

  it('in the search: 400 naming the search', async () => {
    const response = await route.app.inject({
      method: 'GET',
      url: '/api/cases?q=ab%00cd',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/control character in the search/);
  });

  it('in the username at sign-in: 400 naming the username', async () => {
    for (const username of ['an\u0000n', 'an\ud800n']) {
      const response = await route.app.inject({
        method: 'POST',
        url: '/api/session',
        headers: APP_HEADERS,
        payload: { username, password: 'lantern orchard seventeen' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/in the username/);
    }
  });
});
