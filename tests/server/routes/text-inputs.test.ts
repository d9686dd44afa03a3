import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { OpenDatabase } from '../../../server/db/connect';
import { submittedAnswers } from '../support/submitted-answers';
import { addReviewer, APP_HEADERS, signIn, testApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/** A NUL byte or half a character, wherever text enters: 400 with a reason, never a 500. */
let database: OpenDatabase;
let app: App;
let cookie = '';

beforeAll(async () => {
  database = await openTestDatabase();
  await addReviewer(database.db, 'ann', 'lantern orchard seventeen');
  app = await testApp(database.db, {
    rateLimits: {
      submissionsPerMinute: 1000,
      loginPerMinute: 1000,
      loginPerAddressPerMinute: 1000,
    },
  });
  cookie = await signIn(app, 'ann', 'lantern orchard seventeen');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const submit = (answers: object) =>
  app.inject({ method: 'POST', url: '/api/cases', headers: APP_HEADERS, payload: { answers } });

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
    const response = await app.inject({
      method: 'GET',
      url: '/api/cases?q=ab%00cd',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/control character in the search/);
  });

  it('in the username at sign-in: 400 naming the username', async () => {
    for (const username of ['an\u0000n', 'an\ud800n']) {
      const response = await app.inject({
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
