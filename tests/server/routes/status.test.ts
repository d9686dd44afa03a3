import { beforeAll, describe, expect, it } from 'vitest';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { getCheckedStatus } from '../support/status-check';
import { APP_HEADERS, testApp } from '../support/test-app';

// The product's texts and shapes, written here from the issue, not read from the code.
const NOT_FOUND = 'We could not find a request for this link';
const TOKEN_FORM = /^[A-Za-z0-9_-]{22,}$/;

const route = routeTestApp({
  // Deciding a case from a state needs a licence there (completeAnswers: Ohio).
  reviewers: {
    ann: { password: 'correct horse battery', profile: { ...ANN_PROFILE, licensedIn: ['Ohio'] } },
  },
  rateLimits: { submissionsPerMinute: 1000, statusPerMinute: 1000 },
  emailUpdates: true,
});
let reviewer: string;
beforeAll(async () => {
  reviewer = await route.signIn('ann');
});

/** The status as the patient's page reads it, their last name given. */
const status = (token: string) => getCheckedStatus(route.app, token);
const unchecked = (token: string) =>
  route.app.inject({ method: 'GET', url: `/api/status/${token}` });

describe('POST /api/cases', () => {
  it('hands out a URL-safe status token once, with the case', async () => {
    const { token } = await route.submit();
    expect(token).toMatch(TOKEN_FORM);
    expect((await route.submit()).token).not.toBe(token);
  });
});

describe('GET /api/status/:token', () => {
  it('shows an Open case as the reference, the date, the status and its questions (none), nothing else', async () => {
    const { id, token, dateSubmitted } = await route.submit();
    const response = await status(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      reference: id,
      dateSubmitted,
      status: 'Open',
      denial: null,
      letter: null,
      exchange: [],
    });
    expect(response.body).not.toContain(completeAnswers.name);
    expect(response.body).not.toContain(completeAnswers.state);
  });

  it('shows a denial with its reason and note, and an approval after it', async () => {
    const { id, token } = await route.submit();
    const denied = await route.decide(id, 'deny', reviewer, {
      body: { reason: 'more-information-needed', note: '  Please ask about your knee.  ' },
    });
    expect(denied.statusCode).toBe(200);
    expect((await status(token)).json()).toMatchObject({
      status: 'Denied',
      denial: { reason: 'more-information-needed', note: 'Please ask about your knee.' },
    });
    await route.decided(id, 'approve', reviewer, { expectedStatus: 'Denied' });
    expect((await status(token)).json()).toMatchObject({ status: 'Completed', denial: null });
  });

  it('answers an unknown and a malformed token alike, with no-store', async () => {
    const { token } = await route.submit();
    const unknown = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const answers = await Promise.all(
      [unknown, 'x', 'not a token', '%00', 'a'.repeat(90)].map((wrong) =>
        unchecked(encodeURIComponent(wrong)),
      ),
    );
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: NOT_FOUND });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('is rate-limited per address', async () => {
    const limited = await testApp(route.db, { rateLimits: { statusPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        // Counted in the database with the file's other calls: an address of its own.
        const guess = {
          method: 'GET',
          url: '/api/status/guess',
          remoteAddress: '192.0.2.21',
        } as const;
        codes.push((await limited.inject(guess)).statusCode);
      }
      expect(codes).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('a denial', () => {
  it('is refused without a reason (400), and with an unknown one, and records nothing', async () => {
    const { id, token } = await route.submit();
    for (const body of [
      { decision: 'deny', expectedStatus: 'Open' },
      { decision: 'deny', expectedStatus: 'Open', reason: 'because' },
      {
        decision: 'deny',
        expectedStatus: 'Open',
        reason: 'not-eligible-in-state',
        note: 'x'.repeat(501),
      },
    ]) {
      const response = await route.sendDecision(id, body, reviewer);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect((await status(token)).json()).toMatchObject({ status: 'Open', denial: null });
  });
});

describe('nothing about a case without the token or a session', () => {
  it('refuses the case, its list and its decision without a session', async () => {
    const { id, token } = await route.submit();
    for (const response of await Promise.all([
      route.app.inject({ method: 'GET', url: `/api/cases/${id}` }),
      route.app.inject({ method: 'GET', url: '/api/cases' }),
      route.app.inject({
        method: 'GET',
        url: `/api/cases/${id}`,
        headers: { cookie: `lmn_session=${token}` },
      }),
    ])) {
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain(completeAnswers.name);
    }
  });
});

describe('POST /api/status/:token/email', () => {
  const giveEmail = (token: string, email: unknown) =>
    route.app.inject({
      method: 'POST',
      url: `/api/status/${token}/email`,
      headers: APP_HEADERS,
      payload: { email },
    });

  it('takes one well-formed address per submission and queues its confirmation', async () => {
    const { id, token } = await route.submit();
    expect((await giveEmail(token, 'not an address')).statusCode).toBe(400);
    expect((await giveEmail(token, ' ada@example.org ')).statusCode).toBe(204);
    expect((await giveEmail(token, 'other@example.org')).statusCode).toBe(409);
    const stored = await route.db
      .selectFrom('cases')
      .select('contact_email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.contact_email).toBe('ada@example.org');
    const queued = await route.db
      .selectFrom('outbox')
      .select('kind')
      .where('case_id', '=', id)
      .execute();
    expect(queued).toEqual([{ kind: 'confirm-email' }]);
  });

  it('answers an unknown token as the status page does', async () => {
    const response = await giveEmail('x'.repeat(43), 'ada@example.org');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: NOT_FOUND });
  });

  it('is refused when mail is not configured, and the config says so', async () => {
    const noMail = await testApp(route.db);
    try {
      const { token } = await route.submit();
      const config = await noMail.inject({ method: 'GET', url: '/api/config' });
      expect(config.json()).toEqual({ emailUpdates: false });
      const response = await noMail.inject({
        method: 'POST',
        url: `/api/status/${token}/email`,
        headers: APP_HEADERS,
        payload: { email: 'ada@example.org' },
      });
      expect(response.statusCode).toBe(409);
    } finally {
      await noMail.close();
    }
  });
});
