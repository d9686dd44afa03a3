import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FACTOR_REQUIRED, NOT_AN_ADMIN } from '../../../machines/account/account.rules';
import { ADMIN_ENDPOINTS } from '../../../machines/account/admin.endpoints';
import { SESSION_API } from '../../../machines/session';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS, sessionCookieOf } from '../support/test-app';

// Issue 34 part 3: every administrator's route answers 401 without a session, 403 to a
// reviewer who is not an administrator, and 403 to an administrator without a second factor
// (a password alone manages no account, as it decides no case).
const PASSWORD = 'lantern orchard seventeen';
const route = routeTestApp({
  reviewers: {
    ada: { password: PASSWORD },
    abe: { password: PASSWORD, secondFactor: false },
    rex: { password: PASSWORD },
    rue: { password: PASSWORD, secondFactor: false },
  },
});

beforeAll(async () => {
  await route.db
    .updateTable('reviewers')
    .set({ is_admin: true })
    .where('username', 'in', ['ada', 'abe'])
    .execute();
});

/** Each endpoint, on a reviewer no one has (a change answers 404 once let through). */
const endpoints = Object.values(ADMIN_ENDPOINTS).map((endpoint) => ({
  name: `${endpoint.method} ${endpoint.route}`,
  method: endpoint.method,
  url: endpoint.route.replace(':id', '999999'),
}));

const send = (endpoint: (typeof endpoints)[number], cookie: string | null) =>
  route.app.inject({
    method: endpoint.method,
    url: endpoint.url,
    headers: { ...APP_HEADERS, ...(cookie ? { cookie } : {}) },
    ...(endpoint.method === 'POST' && { payload: {} }),
  });

describe('the administrator’s routes, by who calls them', () => {
  it.each([
    ['anyone, without a session', null, 401, 'Sign in to continue.'],
    ['a reviewer without a second factor', 'rue', 403, NOT_AN_ADMIN],
    ['a reviewer with one', 'rex', 403, NOT_AN_ADMIN],
    ['an administrator without a second factor', 'abe', 403, ADMIN_FACTOR_REQUIRED],
  ])('%s: refused on every one', async (_who, username, status, message) => {
    const cookie = username === null ? null : await route.signIn(username);
    for (const endpoint of endpoints) {
      const response = await send(endpoint, cookie);
      expect(response.statusCode, endpoint.name).toBe(status);
      expect(response.json().error, endpoint.name).toBe(message);
    }
  });

  it('an administrator with a second factor is let through on every one', async () => {
    const cookie = await route.signIn('ada');
    for (const endpoint of endpoints) {
      const response = await send(endpoint, cookie);
      expect([401, 403], `${endpoint.name} → ${response.body}`).not.toContain(response.statusCode);
    }
  });

  it('an administrator’s right password still waiting for the code opens none of them', async () => {
    const waiting = await route.app.inject({
      method: 'POST',
      url: SESSION_API.session,
      headers: APP_HEADERS,
      payload: { username: 'ada', password: PASSWORD },
    });
    expect(waiting.statusCode).toBe(202);
    for (const endpoint of endpoints) {
      const response = await send(endpoint, sessionCookieOf(waiting));
      expect(response.statusCode, endpoint.name).toBe(401);
    }
  });
});

describe('the session check names the role, for the header’s link', () => {
  it.each([
    ['an administrator', 'ada', true],
    ['an administrator without a second factor', 'abe', true],
    ['a reviewer', 'rex', false],
  ])('%s (%s): admin is %s', async (_who, username, admin) => {
    const cookie = await route.signIn(username);
    const response = await route.app.inject({
      method: 'GET',
      url: SESSION_API.session,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username, admin });
  });
});
