import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { OpenDatabase } from '../../../server/db/connect';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import {
  addCaseFrom,
  addReviewerWithProfile,
  ANN_PROFILE,
  LETTER_REQUEST,
} from '../support/letter-fixtures';
import { APP_HEADERS, signIn, testApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

// The rule and text: Alabama, Mississippi, South Carolina and Tennessee letters are
// signed by an MD or DO.
const ALABAMA_REFUSAL = 'Letters for Alabama patients are signed by an MD or DO';

let database: OpenDatabase;
let app: App;
let nina: string;
let doug: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const licensedIn = ['Alabama', 'Ohio'] as const;
  await addReviewerWithProfile(database.db, 'nina', 'nurse practitioner one', {
    ...ANN_PROFILE,
    credentials: 'NP-C',
    licensedIn: [...licensedIn],
  });
  await addReviewerWithProfile(database.db, 'doug', 'osteopath physician', {
    ...ANN_PROFILE,
    credentials: 'D.O.',
    licensedIn: [...licensedIn],
  });
  app = await testApp(database.db, {
    rateLimits: { submissionsPerMinute: 1000, statusPerMinute: 1000 },
  });
  nina = await signIn(app, 'nina', 'nurse practitioner one');
  doug = await signIn(app, 'doug', 'osteopath physician');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, cookie: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { ...APP_HEADERS, cookie }, payload });

describe('the signer each state needs', () => {
  it('refuses an NP decision or question on an Alabama case with 403 and the reason', async () => {
    const { id } = await addCaseFrom(database.db, 'Alabama');
    for (const body of [
      { decision: 'approve', expectedStatus: 'Open', ...LETTER_REQUEST },
      { decision: 'deny', expectedStatus: 'Open', reason: 'not-eligible-in-state' },
    ]) {
      const refused = await post(`/api/cases/${id}/decision`, nina, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(ALABAMA_REFUSAL);
    }
    const question = await post(`/api/cases/${id}/questions`, nina, { question: 'Why?' });
    expect(question.statusCode).toBe(403);
    expect(question.json().error).toBe(ALABAMA_REFUSAL);
    // Nothing was written.
    const stored = await app.inject({
      method: 'GET',
      url: `/api/cases/${id}`,
      headers: { cookie: nina },
    });
    expect(stored.json().case).toMatchObject({ status: 'Open', history: [], exchange: [] });
  });

  it('lets the same NP decide an Ohio case, and a DO ("D.O.") an Alabama one', async () => {
    const ohio = await addCaseFrom(database.db, 'Ohio');
    const byNp = await post(`/api/cases/${ohio.id}/decision`, nina, {
      decision: 'deny',
      expectedStatus: 'Open',
      reason: 'not-eligible-in-state',
    });
    expect(byNp.statusCode).toBe(200);
    const alabama = await addCaseFrom(database.db, 'Alabama');
    const byDo = await post(`/api/cases/${alabama.id}/decision`, doug, {
      decision: 'approve',
      expectedStatus: 'Open',
      ...LETTER_REQUEST,
    });
    expect(byDo.statusCode).toBe(200);
    expect(byDo.json().case.status).toBe('Completed');
  });

  it('never offers an NP an Alabama case as the next open one, yet lists it; a DO gets it', async () => {
    const alabama = await addCaseFrom(database.db, 'Alabama');
    const next = async (cookie: string) => {
      const seen: number[] = [];
      let after: number | null = null;
      // Walk the queue as "Next open case" does, each case treated as just decided.
      for (let step = 0; step < 20; step += 1) {
        const url: string =
          after === null ? '/api/cases/next-open' : `/api/cases/next-open?after=${after}`;
        const id = (await app.inject({ method: 'GET', url, headers: { cookie } })).json().caseId;
        if (id === null || seen.includes(id)) break;
        seen.push(id);
        after = id;
      }
      return seen;
    };
    expect(await next(nina)).not.toContain(alabama.id);
    expect(await next(doug)).toContain(alabama.id);
    // Both list it under "Licensed states only": the NP opens it read-only, with the reason.
    for (const cookie of [nina, doug]) {
      const listed = await app.inject({
        method: 'GET',
        url: '/api/cases?limit=200&status=Open',
        headers: { cookie },
      });
      expect(listed.json().cases.map((entry: { id: number }) => entry.id)).toContain(alabama.id);
    }
  });
});

describe('the consent a submission records', () => {
  const submit = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/cases', headers: APP_HEADERS, payload });

  it('stores the versions accepted and when, by the server clock', async () => {
    const before = Date.now();
    const response = await submit({
      answers: { ...completeAnswers, state: 'Ohio' },
      consent: { telehealth: 'v1', privacy: 'v1' },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().case.id;
    const stored = await app.inject({
      method: 'GET',
      url: `/api/cases/${id}`,
      headers: { cookie: doug },
    });
    const consent = stored.json().case.consent;
    expect(consent).toEqual({ telehealth: 'v1', privacy: 'v1', acceptedAt: expect.any(String) });
    expect(Date.parse(consent.acceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(consent.acceptedAt)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records none for a submission that gave none (an older client), and refuses a version not offered', async () => {
    const none = await submit({ answers: completeAnswers });
    expect(none.statusCode).toBe(201);
    const stored = await app.inject({
      method: 'GET',
      url: `/api/cases/${none.json().case.id}`,
      headers: { cookie: doug },
    });
    expect(stored.json().case.consent).toBeUndefined();

    const future = await submit({
      answers: completeAnswers,
      consent: { telehealth: 'v9', privacy: 'v1' },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toMatch(/consent/);
    const forged = await submit({
      answers: completeAnswers,
      consent: { telehealth: 'v1', privacy: 'v1', acceptedAt: '2020-01-01T00:00:00.000Z' },
    });
    expect(forged.statusCode).toBe(400);
  });
});
