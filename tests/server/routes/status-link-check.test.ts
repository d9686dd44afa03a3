import { describe, expect, it } from 'vitest';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { checkStatusLink } from '../support/status-check';
import { APP_HEADERS, testApp } from '../support/test-app';

// The rules and words, written here, not read from the code: a link works until 13
// months after the last decision; a letter, a question or an answer only after the last name.
const EXPIRED = { error: 'This link has expired' };
const CHECK_NEEDED = { error: 'Enter your last name to see your request', check: 'last-name' };
const DAY = 24 * 3600_000;

// The clock the server judges links and checks by; each test sets the moment it needs.
const clock = { now: new Date() };
const route = routeTestApp({
  reviewers: {
    ann: { password: 'correct horse battery', profile: { ...ANN_PROFILE, licensedIn: ['Ohio'] } },
  },
  rateLimits: { submissionsPerMinute: 1000, statusPerMinute: 1000, verificationsPerMinute: 1000 },
  now: () => clock.now,
});

const months = (count: number, from: Date) => {
  const moved = new Date(from);
  moved.setUTCMonth(moved.getUTCMonth() + count);
  return moved;
};

const get = (token: string, path = '', cookie?: string) =>
  route.app.inject({
    method: 'GET',
    url: `/api/status/${token}${path}`,
    headers: cookie ? { cookie } : {},
  });
const answer = (token: string, cookie?: string) =>
  route.app.inject({
    method: 'POST',
    url: `/api/status/${token}/questions/1/answer`,
    headers: { ...APP_HEADERS, ...(cookie ? { cookie } : {}) },
    payload: { answer: 'Twice a week.' },
  });

async function cookieFor(token: string, lastName: string): Promise<string> {
  const response = await checkStatusLink(route.app, token, lastName);
  expect(response.statusCode).toBe(204);
  const cookie = response.cookies.find((each) => each.name === 'lmn_status_check');
  return `lmn_status_check=${cookie?.value ?? ''}`;
}

/** An approved case of the patient called `name`, with a question asked before it. */
async function approvedCase(name = completeAnswers.name) {
  clock.now = new Date();
  const submitted = await route.submit({ ...completeAnswers, name });
  const ann = await route.signIn('ann');
  const asked = await route.app.inject({
    method: 'POST',
    url: `/api/cases/${submitted.id}/questions`,
    headers: { ...APP_HEADERS, cookie: ann },
    payload: { question: 'How often do you exercise now?' },
  });
  expect(asked.statusCode).toBe(201);
  await route.decided(submitted.id, 'approve', ann);
  return submitted;
}

describe('a status link after the last decision', () => {
  it('still shows the request, letter and exchange the day before 13 months are over', async () => {
    const { token } = await approvedCase();
    clock.now = new Date(months(13, new Date()).getTime() - DAY);
    const cookie = await cookieFor(token, 'Lovelace');
    expect((await get(token, '', cookie)).json()).toMatchObject({ status: 'Completed' });
    expect((await get(token, '/letter.pdf', cookie)).statusCode).toBe(200);
  });

  it('has expired after 13 months: one clear answer with no data, on every request', async () => {
    const { token } = await approvedCase();
    const cookie = await cookieFor(token, 'Lovelace');
    clock.now = new Date(months(13, new Date()).getTime() + DAY);
    const answers = [
      await get(token, '', cookie),
      await get(token, '/letter.pdf', cookie),
      await get(token, '/record.pdf', cookie),
      await get(token, '/record.json', cookie),
      await answer(token, cookie),
      await checkStatusLink(route.app, token, 'Lovelace'),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual(EXPIRED);
      expect(response.cookies).toEqual([]);
    }
  });

  it('of a case never decided does not expire', async () => {
    clock.now = new Date();
    const { token } = await route.submit();
    clock.now = months(40, new Date());
    const cookie = await cookieFor(token, 'Lovelace');
    expect((await get(token, '', cookie)).json()).toMatchObject({ status: 'Open' });
  });
});

describe('before the last name', () => {
  it('shows only that the link is good and asks the name: no status, letter, question or answer', async () => {
    const { token } = await approvedCase();
    for (const response of [
      await get(token),
      await get(token, '/letter.pdf'),
      await get(token, '/record.pdf'),
      await get(token, '/record.json'),
      await answer(token),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(CHECK_NEEDED);
      expect(response.body).not.toContain('How often');
      expect(response.body).not.toContain('Completed');
    }
  });

  it('opens the link for the right last name, whatever its case and accents', async () => {
    const { token } = await approvedCase('Zoë van der Ångström');
    for (const typed of ['Ångström', 'ANGSTROM', ' van der angström ', 'Van-der Angstrom']) {
      const cookie = await cookieFor(token, typed);
      const status = await get(token, '', cookie);
      expect(status.statusCode).toBe(200);
      expect(status.json().exchange).toEqual([
        expect.objectContaining({ question: 'How often do you exercise now?' }),
      ]);
    }
  });

  it('hands the check over in an httpOnly cookie for this link only, for a while', async () => {
    const { token } = await approvedCase();
    const other = await approvedCase();
    const response = await checkStatusLink(route.app, token, 'Lovelace');
    expect(response.statusCode).toBe(204);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: 'lmn_status_check',
      httpOnly: true,
      sameSite: 'Strict',
      path: `/api/status/${token}`,
    });
    const header = `${cookie?.name}=${cookie?.value}`;
    // Another link's page is not opened by it.
    expect((await get(other.token, '', header)).statusCode).toBe(401);
    expect((await get(token, '/letter.pdf', header)).statusCode).toBe(200);
    // Half an hour later the page asks again.
    clock.now = new Date(clock.now.getTime() + 31 * 60_000);
    expect((await get(token, '', header)).json()).toEqual(CHECK_NEEDED);
  });

  it('answers every wrong name alike, and sets nothing', async () => {
    const { token } = await approvedCase();
    const answers = [];
    for (const wrong of ['Lovelac', 'Ada', 'Ada Lovelace Byron', 'Hopper']) {
      answers.push(await checkStatusLink(route.app, token, wrong));
    }
    for (const response of answers) {
      expect(response.statusCode).toBe(403);
      expect(response.body).toBe(answers[0]?.body);
      expect(response.body).not.toContain('Lovelace');
      expect(response.cookies).toEqual([]);
    }
    expect((await checkStatusLink(route.app, token, '   ')).statusCode).toBe(400);
  });

  it("writes each name typed, right or wrong, to the case's access log, never the name", async () => {
    const { id, token } = await approvedCase();
    expect((await checkStatusLink(route.app, token, 'Hopper')).statusCode).toBe(403);
    expect((await checkStatusLink(route.app, token, 'lovelace')).statusCode).toBe(204);
    const checks = await route.db
      .selectFrom('access_log')
      .select(['reviewer_id', 'detail'])
      .where('case_id', '=', id)
      .where('action', '=', 'status-check')
      .orderBy('id')
      .execute();
    expect(checks).toEqual([
      { reviewer_id: null, detail: 'wrong last name' },
      { reviewer_id: null, detail: 'last name given' },
    ]);
  });

  it('is rate-limited per address, wrong names counted', async () => {
    const { token } = await approvedCase();
    const limited = await testApp(route.db, { rateLimits: { verificationsPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (const typed of ['Wrong', 'Wronger', 'Wrongest', 'Lovelace', 'Lovelace']) {
        // Counted in the database with the file's other calls: an address of its own.
        codes.push((await checkStatusLink(limited, token, typed, '192.0.2.34')).statusCode);
      }
      expect(codes).toEqual([403, 403, 403, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('an email confirmation', () => {
  it('answers an unknown or malformed token alike', async () => {
    for (const token of ['x'.repeat(43), 'short', 42]) {
      const response = await route.app.inject({
        method: 'POST',
        url: '/api/email-confirmations',
        headers: APP_HEADERS,
        payload: { token },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: expect.stringMatching(/not valid/) });
    }
  });
});
