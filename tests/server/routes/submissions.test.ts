import { describe, expect, it } from 'vitest';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS, testApp } from '../support/test-app';

const route = routeTestApp({ rateLimits: { submissionsPerMinute: 1000 } });

const submit = (payload: unknown, headers: Record<string, string> = {}) =>
  route.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { ...APP_HEADERS, ...headers },
    payload: payload as object,
  });

describe('POST /api/cases (patients, no account)', () => {
  it('stores a valid submission as an Open case with trimmed answers', async () => {
    const response = await submit({
      answers: { ...completeAnswers, name: '  Ada Lovelace ', extra: 'dropped' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().case).toMatchObject({
      name: 'Ada Lovelace',
      status: 'Open',
      answers: completeAnswers,
    });
    expect(response.json().case.answers).not.toHaveProperty('extra');
  });

  it.each([
    ['an under-age patient', { age: '17' }, 'Step 2 (age)'],
    ['an unknown state', { state: 'Atlantis' }, 'Step 4 (state)'],
    ['a missing chronic pain answer', { hasChronicPain: null }, 'Step 6 (hasChronicPain)'],
    ['a weight of zero', { weight: '0' }, 'Step 7 (weight)'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'Step 1 (name)'],
    [
      'risk factors over 2000 characters',
      { riskFactors: 'x'.repeat(2001) },
      'Step 9 (riskFactors)',
    ],
  ])('refuses %s with 400 naming the step', async (_label, change, step) => {
    const response = await submit({ answers: { ...completeAnswers, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(step);
  });

  it('refuses a body without answers, or not JSON, with 400 and a message', async () => {
    for (const payload of [{}, { answers: 'yes' }, { answers: [] }]) {
      const response = await submit(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const broken = await route.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...APP_HEADERS, 'content-type': 'application/json' },
      payload: '{"answers":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toEqual(expect.any(String));
  });
});

describe('cross-site protection on state-changing calls', () => {
  it('refuses a call without the X-Requested-With: lmn header with 403', async () => {
    const response = await route.app.inject({
      method: 'POST',
      url: '/api/cases',
      payload: { answers: completeAnswers },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/app itself/);
  });

  it('refuses another origin and a cross-site fetch, accepts its own origin', async () => {
    const payload = { answers: completeAnswers };
    expect((await submit(payload, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await submit(payload, { origin: 'null' })).statusCode).toBe(403);
    expect((await submit(payload, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const own = await submit(payload, {
      origin: 'http://localhost:80',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(201);
  });
});

describe('submission rate limit', () => {
  it('answers 429 past the limit per address', async () => {
    const limited = await testApp(route.db, { rateLimits: { submissionsPerMinute: 2 } });
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await limited.inject({
        method: 'POST',
        url: '/api/cases',
        headers: APP_HEADERS,
        payload: { answers: completeAnswers },
        // Counted in the database with the file's other calls: an address of its own.
        remoteAddress: '192.0.2.20',
      });
      codes.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json().error).toMatch(/Too many submissions/);
    }
    await limited.close();
    expect(codes).toEqual([201, 201, 429]);
  });
});
