import { beforeAll, describe, expect, it } from 'vitest';
import { seedSampleCases } from '../../../server/db/seed';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { addCaseFrom, ANN_PROFILE, LETTER_REQUEST } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

// Approving signs a letter: both need a profile (the seeded cases have no state). A reviewer
// reads only the cases they may decide: Bob, who reads the submitted ones, is licensed in the
// survey fixtures' state.
const route = routeTestApp({
  reviewers: {
    ann: { password: 'correct horse battery', profile: ANN_PROFILE },
    bob: {
      password: 'staple gun purple',
      profile: { ...ANN_PROFILE, licensedIn: ['Oregon', 'Washington', completeAnswers.state] },
    },
  },
});
let ann: string;
let bob: string;

/**
 * A name with no "a": the cases the tests add stay out of the list test's window (an "a"
 * among the Open cases), which is the seeded cases'.
 */
const NAME_WITHOUT_A = 'Kit Rowe';

/** An Open case of the test's own, from a state both reviewers are licensed in. */
const openCase = async () => (await addCaseFrom(route.db, 'Oregon', { name: NAME_WITHOUT_A })).id;

beforeAll(async () => {
  await seedSampleCases(route.db);
  ann = await route.signIn('ann');
  bob = await route.signIn('bob');
});

describe('without a session', () => {
  it('answers 401 to every case call except a submission', async () => {
    const calls = [
      route.app.inject({ method: 'GET', url: '/api/cases' }),
      route.app.inject({ method: 'GET', url: '/api/cases/1' }),
      route.app.inject({ method: 'GET', url: '/api/cases/999' }),
      route.decide(1, 'approve', null),
      route.app.inject({
        method: 'GET',
        url: '/api/cases',
        headers: { cookie: 'lmn_session=made-up' },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
      expect(response.body).not.toContain('John Smith');
    }
  });
});

describe('GET /api/cases', () => {
  it('returns one window of the query with the total, and no answers', async () => {
    const response = await route.app.inject({
      method: 'GET',
      url: '/api/cases?q=a&status=Open&sort=name&order=desc&offset=1&limit=2',
      headers: { cookie: ann },
    });
    expect(response.statusCode).toBe(200);
    // Open sample cases whose name holds an "a", by name descending: Sarah Johnson, Jessica
    // Martinez, Emily Davis, Christopher Thomas, Ashley Taylor (John Smith has no "a").
    expect(response.json()).toEqual({
      total: 5,
      cases: [
        { id: 6, name: 'Jessica Martinez', status: 'Open', dateSubmitted: '2024-01-11' },
        { id: 4, name: 'Emily Davis', status: 'Open', dateSubmitted: '2024-01-09' },
      ],
    });
  });

  it('keeps the stored order by default and refuses a window over 200 or an odd parameter', async () => {
    const all = await route.app.inject({
      method: 'GET',
      url: '/api/cases',
      headers: { cookie: ann },
    });
    expect(
      all
        .json()
        .cases.slice(0, 3)
        .map((entry: { id: number }) => entry.id),
    ).toEqual([1, 2, 3]);
    for (const query of [
      'limit=201',
      'limit=0',
      'offset=-1',
      'status=Closed',
      'sort=age',
      'order=up',
      `q=${'x'.repeat(1001)}`,
    ]) {
      const response = await route.app.inject({
        method: 'GET',
        url: `/api/cases?${query}`,
        headers: { cookie: ann },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toMatch(/The request is not valid/);
    }
  });
});

describe('GET /api/cases/:id', () => {
  it('returns a submitted case with its answers and an empty history', async () => {
    const answers = { ...completeAnswers, name: NAME_WITHOUT_A };
    const { id } = await route.submit(answers);
    const response = await route.app.inject({
      method: 'GET',
      url: `/api/cases/${id}`,
      headers: { cookie: bob },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ case: { id, answers, history: [] } });
    // The history is sent once, inside the case.
    expect(response.json()).not.toHaveProperty('history');
  });

  it('answers 404 for an unknown case and 400 for an id that is not a whole number', async () => {
    const missing = await route.app.inject({
      method: 'GET',
      url: '/api/cases/999',
      headers: { cookie: ann },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Case not found' });
    const odd = await route.app.inject({
      method: 'GET',
      url: '/api/cases/1.5',
      headers: { cookie: ann },
    });
    expect(odd.statusCode).toBe(400);
  });
});

describe('POST /api/cases/:id/decision', () => {
  it('decides, and the history names each reviewer with when, from and to', async () => {
    const id = await openCase();
    const approved = await route.decide(id, 'approve', ann);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().case).toMatchObject({ id, status: 'Completed' });
    const denied = await route.decide(id, 'deny', bob, { expectedStatus: 'Completed' });
    expect(denied.json().case.status).toBe('Denied');
    const detail = await route.app.inject({
      method: 'GET',
      url: `/api/cases/${id}`,
      headers: { cookie: ann },
    });
    const history = detail.json().case.history;
    expect(history).toEqual([
      { reviewer: 'ann', decidedAt: expect.any(String), fromStatus: 'Open', toStatus: 'Completed' },
      {
        reviewer: 'bob',
        decidedAt: expect.any(String),
        fromStatus: 'Completed',
        toStatus: 'Denied',
      },
    ]);
    expect(new Date(history[0].decidedAt).toISOString()).toBe(history[0].decidedAt);
  });

  it('lets one of two simultaneous decisions win; the other gets 409 with the stored case', async () => {
    const id = await openCase();
    const [first, second] = await Promise.all([
      route.decide(id, 'approve', ann),
      route.decide(id, 'deny', bob),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const loser = first!.statusCode === 409 ? first! : second!;
    const winner = first!.statusCode === 200 ? first! : second!;
    expect(loser.json()).toEqual({
      error: expect.stringMatching(/changed by someone else/),
      case: winner.json().case,
    });
    const detail = await route.app.inject({
      method: 'GET',
      url: `/api/cases/${id}`,
      headers: { cookie: ann },
    });
    expect(detail.json().case.history).toHaveLength(1);
  });

  it('refuses a bad body with 400, an unknown case with 404, a cross-site call with 403', async () => {
    const id = await openCase();
    for (const body of [
      { decision: 'maybe', expectedStatus: 'Open' },
      { ...LETTER_REQUEST, decision: 'approve' },
      { expectedStatus: 'Open' },
    ]) {
      expect((await route.sendDecision(id, body, ann)).statusCode).toBe(400);
    }
    expect((await route.decide(999, 'approve', ann)).statusCode).toBe(404);
    const crossSite = await route.app.inject({
      method: 'POST',
      url: `/api/cases/${id}/decision`,
      headers: { cookie: ann, ...APP_HEADERS, origin: 'https://evil.example' },
      payload: { decision: 'approve', expectedStatus: 'Open' },
    });
    expect(crossSite.statusCode).toBe(403);
    const detail = await route.app.inject({
      method: 'GET',
      url: `/api/cases/${id}`,
      headers: { cookie: ann },
    });
    expect(detail.json().case.status).toBe('Open');
  });
});
