import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { OpenDatabase } from '../../../server/db/connect';
import {
  addCaseFrom,
  addReviewerWithProfile,
  ANN_PROFILE,
  LETTER_REQUEST,
} from '../support/letter-fixtures';
import { APP_HEADERS, signIn, testApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

let database: OpenDatabase;
let app: App;
let code: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await addReviewerWithProfile(database.db, 'ann', 'correct horse battery', ANN_PROFILE);
  const oregon = await addCaseFrom(database.db, 'Oregon', { name: 'Jane Q Roe' });
  app = await testApp(database.db, { rateLimits: { verificationsPerMinute: 1000 } });
  const ann = await signIn(app, 'ann', 'correct horse battery');
  await app.inject({
    method: 'POST',
    url: `/api/cases/${oregon.id}/decision`,
    headers: { ...APP_HEADERS, cookie: ann },
    payload: { decision: 'approve', expectedStatus: 'Open', ...LETTER_REQUEST },
  });
  const letter = await app.inject({
    method: 'GET',
    url: `/api/letters/${oregon.id}`,
    headers: { cookie: ann },
  });
  code = String(letter.json().letter.verificationUrl).split('/verify/')[1]!;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const verify = (target: App, value: string) =>
  target.inject({ method: 'GET', url: `/api/verify/${value}` });

describe('GET /api/verify/:code (public)', () => {
  it('needs no session and shows status, dates, the provider and the initials only', async () => {
    const response = await verify(app, code);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      status: 'valid',
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      provider: { fullName: 'Ann Lee', credentials: 'MD', npi: '1234567893' },
      patientInitials: 'J. Q. R.',
    });
    const text = response.body;
    for (const privateText of ['Jane', 'Roe', 'Obesity', 'E66.9', 'bike', 'Oregon'])
      expect(text).not.toContain(privateText);
  });

  it('says an expired letter is expired', async () => {
    await database.db.updateTable('letters').set({ valid_until: '2020-01-01' }).execute();
    expect((await verify(app, code)).json().status).toBe('expired');
    await database.db.updateTable('letters').set({ valid_until: '2099-01-01' }).execute();
  });

  it('answers a code that never existed and a mistyped one the same way', async () => {
    const mistyped = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all(
      [mistyped, 'A'.repeat(22), 'not-a-code', 'x'.repeat(90), '%20'].map((value) =>
        verify(app, value),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        status: 'unknown',
        error: 'No letter matches this code. Check the address against the letter.',
      });
    }
  });

  it('is rate-limited per address like sign-in', async () => {
    const limited = await testApp(database.db, { rateLimits: { verificationsPerMinute: 2 } });
    try {
      expect((await verify(limited, code)).statusCode).toBe(200);
      expect((await verify(limited, 'A'.repeat(22))).statusCode).toBe(404);
      const third = await verify(limited, code);
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatch(/^Too many checks from this address\. Try again in/);
    } finally {
      await limited.close();
    }
  });
});
