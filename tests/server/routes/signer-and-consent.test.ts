import { beforeAll, describe, expect, it } from 'vitest';
import { insertCase } from '../../../server/db/cases/insert';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { addCaseFrom, ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

// The rule and text: Alabama, Mississippi, South Carolina and Tennessee letters are
// signed by an MD or DO.
const ALABAMA_REFUSAL = 'Letters for Alabama patients are signed by an MD or DO';

const licensedIn = ['Alabama', 'Ohio'] as const;
const route = routeTestApp({
  reviewers: {
    nina: {
      password: 'nurse practitioner one',
      profile: { ...ANN_PROFILE, credentials: 'NP-C', licensedIn: [...licensedIn] },
    },
    doug: {
      password: 'osteopath physician',
      profile: { ...ANN_PROFILE, credentials: 'D.O.', licensedIn: [...licensedIn] },
    },
  },
  rateLimits: { submissionsPerMinute: 1000, statusPerMinute: 1000 },
});
let nina: string;
let doug: string;

beforeAll(async () => {
  nina = await route.signIn('nina');
  doug = await route.signIn('doug');
});

describe('the signer each state needs', () => {
  it('refuses an NP decision or question on an Alabama case with 403 and the reason', async () => {
    const { id } = await addCaseFrom(route.db, 'Alabama');
    for (const decision of ['approve', 'deny'] as const) {
      const refused = await route.decide(id, decision, nina);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(ALABAMA_REFUSAL);
    }
    const question = await route.app.inject({
      method: 'POST',
      url: `/api/cases/${id}/questions`,
      headers: { ...APP_HEADERS, cookie: nina },
      payload: { question: 'Why?' },
    });
    expect(question.statusCode).toBe(403);
    expect(question.json().error).toBe(ALABAMA_REFUSAL);
    // Nothing was written.
    const stored = await route.app.inject({
      method: 'GET',
      url: `/api/cases/${id}`,
      headers: { cookie: nina },
    });
    expect(stored.json().case).toMatchObject({ status: 'Open', history: [], exchange: [] });
  });

  it('lets the same NP decide an Ohio case, and a DO ("D.O.") an Alabama one', async () => {
    const ohio = await addCaseFrom(route.db, 'Ohio');
    const byNp = await route.decide(ohio.id, 'deny', nina);
    expect(byNp.statusCode).toBe(200);
    const alabama = await addCaseFrom(route.db, 'Alabama');
    const byDo = await route.decide(alabama.id, 'approve', doug);
    expect(byDo.statusCode).toBe(200);
    expect(byDo.json().case.status).toBe('Completed');
  });

  it('never offers an NP an Alabama case as the next open one, yet lists it; a DO gets it', async () => {
    // Submitted before any other case the tests add, so it heads every queue that covers it,
    // whatever other open cases the file holds by now.
    const alabama = await insertCase(
      route.db,
      { ...completeAnswers, state: 'Alabama' },
      new Date('2020-01-06T12:00:00Z'),
    );
    const next = async (cookie: string) => {
      const seen: number[] = [];
      let after: number | null = null;
      // Walk the queue as "Next open case" does, each case treated as just decided.
      for (let step = 0; step < 20; step += 1) {
        const url: string =
          after === null ? '/api/cases/next-open' : `/api/cases/next-open?after=${after}`;
        const id = (await route.app.inject({ method: 'GET', url, headers: { cookie } })).json()
          .caseId;
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
      const listed = await route.app.inject({
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
    route.app.inject({ method: 'POST', url: '/api/cases', headers: APP_HEADERS, payload });

  it('stores the versions accepted and when, by the server clock', async () => {
    const before = Date.now();
    const response = await submit({
      answers: { ...completeAnswers, state: 'Ohio' },
      consent: { telehealth: 'v1', privacy: 'v1' },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().case.id;
    const stored = await route.app.inject({
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
    const stored = await route.app.inject({
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
