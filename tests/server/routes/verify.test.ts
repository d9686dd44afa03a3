import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_API, AccessHistoryResponseSchema } from '../../../machines/case/case.access-api';
import type { App } from '../../../server/app';
import { addCaseFrom, ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS, testApp } from '../support/test-app';

// The product's words, written here from the issue.
const UNKNOWN = 'No letter matches this code. Check the address against the letter.';

const route = routeTestApp({
  reviewers: { ann: { password: 'correct horse battery', profile: ANN_PROFILE } },
  rateLimits: { verificationsPerMinute: 1000 },
});
let ann: string;
let caseId: number;
let code: string;
let pdf: Buffer;

beforeAll(async () => {
  caseId = (await addCaseFrom(route.db, 'Oregon', { name: 'Jane Q Roe' })).id;
  ann = await route.signIn('ann');
  await route.decided(caseId, 'approve', ann);
  const letter = await route.app.inject({
    method: 'GET',
    url: `/api/letters/${caseId}`,
    headers: { cookie: ann },
  });
  code = String(letter.json().letter.verificationUrl).split('/verify/')[1]!;
  pdf = (
    await route.app.inject({
      method: 'GET',
      url: `/api/letters/${caseId}/pdf`,
      headers: { cookie: ann },
    })
  ).rawPayload;
});

/**
 * The limits are counted in the database, across every app of the file: a test of a limit
 * calls from an address of its own (`from`).
 */
const verify = (target: App, value: string, from = '127.0.0.1') =>
  target.inject({ method: 'GET', url: `/api/verify/${value}`, remoteAddress: from });
const details = (target: App, value: string, lastName: unknown, from = '127.0.0.1') =>
  target.inject({
    method: 'POST',
    url: `/api/verify/${value}/details`,
    headers: APP_HEADERS,
    payload: { lastName },
    remoteAddress: from,
  });

async function checksInAccessHistory() {
  const answer = await route.app.inject({
    method: 'GET',
    url: ACCESS_API.access(caseId),
    headers: { cookie: ann },
  });
  return v
    .parse(AccessHistoryResponseSchema, answer.json())
    .access.filter((entry) => entry.action === 'letter-check');
}

describe('GET /api/verify/:code (public)', () => {
  it('needs no session and shows the status, dates, signer, product and the file’s fingerprint', async () => {
    const response = await verify(route.app, code);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      status: 'valid',
      letterNumber: expect.any(Number),
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      interventionStartDate: body.issuedOn,
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      product: 'Stationary exercise bike (indoor cycling)',
      provider: { fullName: 'Ann Lee', credentials: 'MD', npi: '1234567893', licence: 'Oregon' },
      fingerprint: createHash('sha256').update(pdf).digest('hex'),
    });
    for (const privateText of ['Jane', 'Roe', 'J. Q. R.', 'Obesity', 'E66.9'])
      expect(response.body).not.toContain(privateText);
  });

  it('says an expired letter is expired', async () => {
    await route.db.updateTable('letters').set({ valid_until: '2020-01-01' }).execute();
    expect((await verify(route.app, code)).json().status).toBe('expired');
    await route.db.updateTable('letters').set({ valid_until: '2099-01-01' }).execute();
  });

  it('answers a code that never existed and a mistyped one the same way', async () => {
    const mistyped = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all(
      [mistyped, 'A'.repeat(22), 'not-a-code', 'x'.repeat(90), '%20'].map((value) =>
        verify(route.app, value),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ status: 'unknown', error: UNKNOWN });
    }
  });

  it('is rate-limited per address like sign-in', async () => {
    const limited = await testApp(route.db, { rateLimits: { verificationsPerMinute: 2 } });
    try {
      const from = '192.0.2.10';
      expect((await verify(limited, code, from)).statusCode).toBe(200);
      expect((await verify(limited, 'A'.repeat(22), from)).statusCode).toBe(404);
      const third = await verify(limited, code, from);
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatch(/^Too many checks from this address\. Try again in/);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/verify/:code/details (the patient’s last name)', () => {
  it('shows the letter as issued to whoever types the last name, any case and accents', async () => {
    for (const lastName of ['Roe', 'roe', ' RÖE ']) {
      const response = await details(route.app, code, lastName);
      expect(response.statusCode, lastName).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const shown = response.json().details;
      expect(shown).toEqual({
        patientName: 'Jane Q Roe',
        diagnoses: [{ condition: 'Obesity', code: 'E66.9' }],
        product: 'Stationary exercise bike (indoor cycling)',
        usage: '30 minutes a day, 5 days a week',
        duration: '12 months',
        issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        interventionStartDate: shown.issuedOn,
        validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        signature: expect.stringMatching(/^Electronically signed by Ann Lee, MD on /),
      });
    }
  });

  it('gives a wrong name the very answer a wrong code gets, and nothing of the letter', async () => {
    const wrongName = await details(route.app, code, 'Doe');
    const wrongCode = await details(route.app, 'A'.repeat(22), 'Roe');
    const malformed = await details(route.app, 'not-a-code', 'Roe');
    for (const answer of [wrongName, wrongCode, malformed]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(wrongName.json());
      expect(answer.body).not.toMatch(/Jane|Obesity/);
    }
    expect(wrongName.json().error).toMatch(/No letter matches/);
  });

  it('refuses a body without a last name (400), and a call without the app’s header', async () => {
    expect((await details(route.app, code, '')).statusCode).toBe(400);
    expect((await details(route.app, code, 12)).statusCode).toBe(400);
    const foreign = await route.app.inject({
      method: 'POST',
      url: `/api/verify/${code}/details`,
      payload: { lastName: 'Roe' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('counts every try, wrong names included, toward the rate limit', async () => {
    const limited = await testApp(route.db, { rateLimits: { verificationsPerMinute: 2 } });
    try {
      const from = '192.0.2.11';
      expect((await details(limited, code, 'Doe', from)).statusCode).toBe(404);
      expect((await details(limited, code, 'Smith', from)).statusCode).toBe(404);
      const right = await details(limited, code, 'Roe', from);
      expect(right.statusCode).toBe(429);
      expect(right.body).not.toContain('Jane');
    } finally {
      await limited.close();
    }
  });
});

describe('every check is in the case’s access history', () => {
  it('records a status check, a detail view and a wrong name, each with its address', async () => {
    const before = (await checksInAccessHistory()).length;
    await route.app.inject({
      method: 'GET',
      url: `/api/verify/${code}`,
      remoteAddress: '203.0.113.7',
    });
    await route.app.inject({
      method: 'POST',
      url: `/api/verify/${code}/details`,
      headers: APP_HEADERS,
      payload: { lastName: 'Roe' },
      remoteAddress: '203.0.113.8',
    });
    await route.app.inject({
      method: 'POST',
      url: `/api/verify/${code}/details`,
      headers: APP_HEADERS,
      payload: { lastName: 'Doe' },
      remoteAddress: '203.0.113.9',
    });
    const checks = await checksInAccessHistory();
    expect(checks.length - before).toBe(3);
    const [wrong, shown, checked] = checks;
    expect(checked).toMatchObject({ reviewer: null, address: '203.0.113.7' });
    expect(checked!.detail).toMatch(/^letter no\. \d+: status checked$/);
    expect(shown).toMatchObject({ reviewer: null, address: '203.0.113.8' });
    expect(shown!.detail).toMatch(/details shown$/);
    expect(wrong).toMatchObject({ reviewer: null, address: '203.0.113.9' });
    expect(wrong!.detail).toMatch(/wrong last name$/);
    for (const entry of checks) expect(entry.detail).not.toMatch(/Roe|Doe|Jane/);
  });

  it('records nothing for a code that matches no letter', async () => {
    const before = await route.db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await verify(route.app, 'A'.repeat(22));
    const after = await route.db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
