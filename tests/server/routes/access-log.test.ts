import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { recordAccess } from '../../../server/db/access-log';
import type { OpenDatabase } from '../../../server/db/connect';
import { findReviewer } from '../../../server/db/reviewers';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { addReviewerWithProfile, ANN_PROFILE, LETTER_REQUEST } from '../support/letter-fixtures';
import { addReviewer, APP_HEADERS, signIn, testApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

const PASSWORD = 'lantern orchard seventeen';
let database: OpenDatabase;
let app: App;

beforeAll(async () => {
  database = await openTestDatabase();
  await addReviewer(database.db, 'ann', PASSWORD);
  // Bob approves, which signs a letter: he needs a licence in the case's state.
  await addReviewerWithProfile(database.db, 'bob', PASSWORD, {
    ...ANN_PROFILE,
    fullName: 'Bob Reyes',
    licensedIn: ['Ohio'], // completeAnswers' state
  });
  app = await testApp(database.db, { trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the access log', () => {
  it('records a view, a letter download and a decision: who, when, what, from where', async () => {
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: APP_HEADERS,
      payload: { answers: completeAnswers },
    });
    const id: number = submitted.json().case.id;
    const ann = await signIn(app, 'ann', PASSWORD);
    const bob = await signIn(app, 'bob', PASSWORD);
    const before = Date.now();

    const view = await app.inject({
      method: 'GET',
      url: `/api/cases/${id}`,
      headers: { cookie: ann, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(view.statusCode).toBe(200);
    const bobId = (await findReviewer(database.db, 'bob'))?.id ?? 0;
    await recordAccess(database.db, {
      caseId: id,
      reviewerId: bobId,
      action: 'letter-download',
      detail: 'letter 1',
      address: '198.51.100.2',
    });
    const decided = await app.inject({
      method: 'POST',
      url: `/api/cases/${id}/decision`,
      headers: { ...APP_HEADERS, cookie: bob, 'x-forwarded-for': '198.51.100.2' },
      payload: { decision: 'approve', expectedStatus: 'Open', ...LETTER_REQUEST },
    });
    expect(decided.statusCode).toBe(200);

    const history = await app.inject({
      method: 'GET',
      url: `/api/cases/${id}/access`,
      headers: { cookie: ann },
    });
    expect(history.statusCode).toBe(200);
    const entries = history.json().access as {
      reviewer: string;
      action: string;
      detail: string;
      address: string;
      accessedAt: string;
    }[];
    expect(entries.map(({ reviewer, action, address }) => [reviewer, action, address])).toEqual([
      ['bob', 'decision', '198.51.100.2'],
      ['bob', 'letter-download', '198.51.100.2'],
      ['ann', 'view', '203.0.113.7'],
    ]);
    expect(entries[0]?.detail).toBe('approve: Completed');
    for (const entry of entries) {
      expect(Date.parse(entry.accessedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(JSON.stringify(entry)).not.toContain(completeAnswers.name);
    }
  });

  it('needs a session, and answers 404 for a case that does not exist', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/cases/1/access' })).statusCode).toBe(401);
    const ann = await signIn(app, 'ann', PASSWORD);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/cases/424242/access',
      headers: { cookie: ann },
    });
    expect(missing.statusCode).toBe(404);
  });
});
