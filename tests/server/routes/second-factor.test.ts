import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_API } from '../../../machines/case';
import { SESSION_API } from '../../../machines/session';
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_PAGE,
  SECOND_FACTOR_ROUTES,
} from '../../../machines/session/second-factor.api';
import { totpCode } from '../../../server/second-factor/totp';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS, sessionCookieOf, TEST_TOTP_SECRET } from '../support/test-app';

const PASSWORD = 'lantern orchard seventeen';
const STEP_MS = 30_000;
/** Licensed in the survey fixtures' state: may decide the file's case once enrolled. */
const PROFILE = { ...ANN_PROFILE, licensedIn: [completeAnswers.state] };
/** The server's clock, moved by the tests. */
let clock = Date.UTC(2026, 10, 27, 9, 0, 0);
const now = () => new Date(clock);

// Own reviewers per test; the limits let a username try 4 times a minute from one address.
const route = routeTestApp({
  reviewers: {
    erin: { password: PASSWORD, profile: PROFILE, secondFactor: false },
    rita: { password: PASSWORD, profile: PROFILE, secondFactor: false },
    rory: { password: PASSWORD, profile: PROFILE, secondFactor: false },
    tess: { password: PASSWORD, profile: PROFILE },
    walt: { password: PASSWORD, profile: PROFILE },
  },
  rateLimits: { loginPerMinute: 4, loginPerAddressPerMinute: 1000 },
  now,
});

let caseId: number;
beforeAll(async () => {
  caseId = (await route.submit()).id;
});

const post = (url: string, payload: object, cookie?: string, address = '127.0.0.1') =>
  route.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { ...APP_HEADERS, ...(cookie ? { cookie } : {}) },
    payload,
  });
const get = (url: string, cookie: string) =>
  route.app.inject({ method: 'GET', url, headers: { cookie } });
const password = (username: string, address?: string) =>
  post(SESSION_API.session, { username, password: PASSWORD }, undefined, address);

async function eventsOf(username: string) {
  const { rows } = await sql<{ kind: string; detail: string }>`
    select kind, detail from security_events
    where reviewer_id = (select id from reviewers where username = ${username}) order by id`.execute(
    route.db,
  );
  return rows;
}

/** Another six digits than `code` (its first digit moved on by five). */
const otherCode = (code: string) => `${(Number(code[0]) + 5) % 10}${code.slice(1)}`;

/** Enrols through the API as the page does: the secret, and the recovery codes. */
async function enrol(cookie: string) {
  const started = await post(SECOND_FACTOR_ROUTES.start, {}, cookie);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await post(
    SECOND_FACTOR_ROUTES.confirm,
    { code: totpCode(secret, now()) },
    cookie,
  );
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

describe('enrolling an authenticator', () => {
  it('starts with a secret shown once, and confirms with a code computed from it', async () => {
    const signedIn = await password('erin');
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookieOf(signedIn);
    expect((await get(SECOND_FACTOR_ROUTES.status, cookie)).json()).toEqual({
      enrolled: false,
      enrolledAt: null,
      recoveryCodesLeft: 0,
    });

    const started = await post(SECOND_FACTOR_ROUTES.start, {}, cookie);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('erin');
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const code = totpCode(secret, now());
    const wrong = await post(SECOND_FACTOR_ROUTES.confirm, { code: otherCode(code) }, cookie);
    expect(wrong.statusCode).toBe(422);
    const confirmed = await post(SECOND_FACTOR_ROUTES.confirm, { code }, cookie);
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await get(SECOND_FACTOR_ROUTES.status, cookie)).json()).toEqual({
      enrolled: true,
      enrolledAt: now().toISOString(),
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect(await eventsOf('erin')).toContainEqual(
      expect.objectContaining({ kind: 'factor-enrolled' }),
    );
    // One factor at a time: a second start is refused rather than replacing it.
    expect((await post(SECOND_FACTOR_ROUTES.start, {}, cookie)).statusCode).toBe(409);
  });
});

describe('signing in with a password, then a code', () => {
  it('the password alone opens nothing: the code step gives the session', async () => {
    const first = await password('walt');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ factorRequired: true });
    const waiting = sessionCookieOf(first);
    expect((await get(SESSION_API.session, waiting)).statusCode).toBe(401);
    expect((await get(CASE_API.cases, waiting)).statusCode).toBe(401);

    clock += STEP_MS;
    const done = await post(
      SECOND_FACTOR_ROUTES.signInCode,
      { code: totpCode(TEST_TOTP_SECRET, now()) },
      waiting,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ username: 'walt' });
    expect((await get(SESSION_API.session, sessionCookieOf(done))).statusCode).toBe(200);
    expect((await eventsOf('walt')).at(-1)).toEqual({
      kind: 'sign-in',
      detail: 'with an authenticator code',
    });
  });

  it('refuses a code used before within its window (a replay)', async () => {
    clock += STEP_MS;
    const code = totpCode(TEST_TOTP_SECRET, now());
    const first = await post(
      SECOND_FACTOR_ROUTES.signInCode,
      { code },
      sessionCookieOf(await password('walt')),
    );
    expect(first.statusCode).toBe(200);
    const again = await post(
      SECOND_FACTOR_ROUTES.signInCode,
      { code },
      sessionCookieOf(await password('walt')),
    );
    expect(again.statusCode).toBe(401);
    expect((await eventsOf('walt')).at(-1)).toEqual({
      kind: 'factor-failed',
      detail: 'authenticator code replayed',
    });
  });

  it('refuses a code step without a password step before it', async () => {
    const code = totpCode(TEST_TOTP_SECRET, now());
    expect((await post(SECOND_FACTOR_ROUTES.signInCode, { code })).statusCode).toBe(401);
    const made = await post(SECOND_FACTOR_ROUTES.signInCode, { code }, 'lmn_session=made-up');
    expect(made.statusCode).toBe(401);
  });

  it('refuses a wrong code, and counts codes with the password against the sign-in throttle', async () => {
    const address = '10.34.0.1';
    clock += STEP_MS;
    const right = totpCode(TEST_TOTP_SECRET, now());
    const wrong = otherCode(right);
    // The password is the first of the minute's four attempts; three wrong codes follow.
    const waiting = sessionCookieOf(await password('tess', address));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await post(
        SECOND_FACTOR_ROUTES.signInCode,
        { code: wrong },
        waiting,
        address,
      );
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toMatch(/code is not right/);
    }
    const blocked = await post(SECOND_FACTOR_ROUTES.signInCode, { code: right }, waiting, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const kinds = (await eventsOf('tess')).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'factor-failed')).toHaveLength(3);
    expect(kinds.at(-1)).toBe('sign-in-blocked');
  });

  it('takes a recovery code once', async () => {
    const cookie = sessionCookieOf(await password('rory'));
    const { recoveryCodes } = await enrol(cookie);
    const [code = ''] = recoveryCodes;
    // Typed as a person may read it out: capitals, spaces for the hyphens.
    const typed = code.toUpperCase().replace(/-/g, ' ');
    const used = await post(
      SECOND_FACTOR_ROUTES.signInCode,
      { code: typed },
      sessionCookieOf(await password('rory')),
    );
    expect(used.statusCode).toBe(200);
    expect(await eventsOf('rory')).toContainEqual({
      kind: 'recovery-code-used',
      detail: `${RECOVERY_CODE_COUNT - 1} left`,
    });
    const again = await post(
      SECOND_FACTOR_ROUTES.signInCode,
      { code },
      sessionCookieOf(await password('rory')),
    );
    expect(again.statusCode).toBe(401);
    const status = await get(SECOND_FACTOR_ROUTES.status, sessionCookieOf(used));
    expect(status.json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });
});

describe('a reviewer without a second factor', () => {
  it('reads a case but gets a 403 naming the enrolment on approve and deny', async () => {
    const signedIn = await password('rita');
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookieOf(signedIn);
    expect((await get(CASE_API.case(caseId), cookie)).statusCode).toBe(200);
    for (const decision of ['approve', 'deny'] as const) {
      const refused = await route.decide(caseId, decision, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/second factor/);
      expect(refused.json().error).toContain(SECOND_FACTOR_PAGE);
    }
    expect((await get(CASE_API.case(caseId), cookie)).json().case.status).toBe('Open');
  });
});
