import { describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { routeTestApp } from '../support/route-test-app';
import { addReviewer, APP_HEADERS, testApp } from '../support/test-app';

const route = routeTestApp({
  // The password alone signs them in: they have no second factor (second-factor.test.ts).
  reviewers: {
    ann: { password: 'correct horse battery', secondFactor: false },
    carol: { password: 'correct horse battery', secondFactor: false },
  },
  rateLimits: { loginPerMinute: 1000, loginPerAddressPerMinute: 1000 },
});

const login = (
  target: App,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) =>
  target.inject({
    method: 'POST',
    url: '/api/session',
    headers: { ...APP_HEADERS, ...headers },
    payload: { username, password },
  });

describe('POST /api/session', () => {
  it('signs in with an HttpOnly, SameSite=Strict cookie that lasts 8 hours', async () => {
    const response = await login(route.app, 'Ann', 'correct horse battery');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'ann' });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^lmn_session=[\w-]{40,};/);
    expect(header).toContain('Max-Age=28800');
    expect(header).toContain('Path=/');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).not.toContain('Secure');
    const expires = Date.parse(/Expires=([^;]+)/.exec(header)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(8 * 3600_000 + 1_000);
  });

  it('marks the cookie Secure behind a trusted TLS proxy', async () => {
    const proxied = await testApp(route.db, { trustProxy: true });
    const response = await login(proxied, 'ann', 'correct horse battery', {
      'x-forwarded-proto': 'https',
      origin: 'https://localhost:80',
    });
    await proxied.close();
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });

  // Issue 34: a cookie no other host, and no plain-http page, can set or read.
  it('names the cookie __Host-lmn_session and marks it Secure when PUBLIC_URL is https://', async () => {
    const atHttps = await testApp(route.db, { publicUrl: 'https://letters.example.org' });
    try {
      const response = await login(atHttps, 'ann', 'correct horse battery');
      expect(response.statusCode).toBe(200);
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^__Host-lmn_session=[\w-]{40,};/);
      expect(header).toContain('Secure');
      expect(header).toContain('Path=/');
      expect(header).toContain('HttpOnly');
      expect(header).not.toContain('Domain');
      const token = response.cookies.find((c) => c.name === '__Host-lmn_session')?.value;
      // The session is read from that cookie only: the plain name opens nothing.
      const current = (cookie: string) =>
        atHttps.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect((await current(`__Host-lmn_session=${token}`)).statusCode).toBe(200);
      expect((await current(`lmn_session=${token}`)).statusCode).toBe(401);
      const out = await atHttps.inject({
        method: 'DELETE',
        url: '/api/session',
        headers: { ...APP_HEADERS, cookie: `__Host-lmn_session=${token}` },
      });
      expect(String(out.headers['set-cookie'])).toMatch(
        /^__Host-lmn_session=;.*Expires=Thu, 01 Jan 1970.*Secure/,
      );
    } finally {
      await atHttps.close();
    }
  });

  it('keeps the plain name, not Secure, when PUBLIC_URL is http:// (this machine only)', async () => {
    const local = await testApp(route.db, { publicUrl: 'http://127.0.0.1:8080' });
    const response = await login(local, 'ann', 'correct horse battery');
    await local.close();
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^lmn_session=[\w-]{40,};/);
    expect(header).not.toContain('Secure');
  });

  it('answers 401 "Username or password is incorrect" to a wrong password or an unknown user', async () => {
    for (const [username, password] of [
      ['ann', 'wrong password'],
      ['nobody', 'correct horse battery'],
    ] as const) {
      const response = await login(route.app, username, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Username or password is incorrect' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a sign-in from another site', async () => {
    const response = await login(route.app, 'ann', 'correct horse battery', {
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    const bare = await route.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { username: 'ann', password: 'x' },
    });
    expect(bare.statusCode).toBe(403);
  });

  it('rate-limits attempts per address and username: the 6th in a minute gets 429', async () => {
    const limited = await testApp(route.db);
    const codes = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await login(limited, 'carol', `guess ${i}`)).statusCode);
    const correctButLimited = await login(limited, 'CAROL', 'correct horse battery');
    const otherUser = await login(limited, 'bob', 'guess');
    await limited.close();
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect(correctButLimited.statusCode).toBe(429);
    expect(correctButLimited.json().error).toMatch(/Too many sign-in attempts/);
    expect(Number(correctButLimited.headers['retry-after'])).toBeGreaterThan(0);
    expect(otherUser.statusCode).toBe(401);
  });
});

describe('GET and DELETE /api/session', () => {
  it('names the signed-in reviewer, and 401 without a session', async () => {
    const cookie = await route.signIn('ann');
    const me = await route.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(me.json()).toMatchObject({ username: 'ann' });
    const anonymous = await route.app.inject({ method: 'GET', url: '/api/session' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await route.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: 'lmn_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('signs out: 204, the cookie cleared, and the old token no longer works', async () => {
    const cookie = await route.signIn('ann');
    const out = await route.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { ...APP_HEADERS, cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/lmn_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await route.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('ends every session of a reviewer whose password is reset', async () => {
    const cookie = await route.signIn('ann');
    await addReviewer(route.db, 'ann', 'correct horse battery');
    const after = await route.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  });
});
