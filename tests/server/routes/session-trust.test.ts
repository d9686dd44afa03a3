import { describe, expect, it } from 'vitest';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS, signIn, testApp } from '../support/test-app';

const PASSWORD = 'lantern orchard seventeen';
const MINUTE = 60_000;
/** The server's clock, moved by the tests. */
let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
const route = routeTestApp({
  reviewers: { ann: { password: PASSWORD } },
  rateLimits: { loginPerMinute: 1000, loginPerAddressPerMinute: 1000 },
  now: () => new Date(clock),
});

const get = (url: string, cookie: string) =>
  route.app.inject({ method: 'GET', url, headers: { cookie } });

describe('sessions', () => {
  it('a new sign-in ends the older session', async () => {
    const first = await route.signIn('ann');
    const second = await route.signIn('ann');
    expect((await get('/api/session', first)).statusCode).toBe(401);
    expect((await get('/api/session', second)).statusCode).toBe(200);
  });

  it('ends after 15 minutes without activity; polling the list is not activity', async () => {
    const cookie = await route.signIn('ann');
    const status = await get('/api/session', cookie);
    expect(Date.parse(status.json().idleExpiresAt)).toBe(clock + 15 * MINUTE);
    for (let minute = 0; minute < 14; minute += 1) {
      clock += MINUTE;
      expect((await get('/api/cases?limit=5', cookie)).statusCode).toBe(200);
    }
    clock += MINUTE + 1;
    expect((await get('/api/cases?limit=5', cookie)).statusCode).toBe(401);
  });

  it('activity ("Stay signed in", a case opened) starts the 15 minutes again', async () => {
    const cookie = await route.signIn('ann');
    clock += 14 * MINUTE;
    const stay = await route.app.inject({
      method: 'POST',
      url: '/api/session/activity',
      headers: { ...APP_HEADERS, cookie },
    });
    expect(stay.statusCode).toBe(200);
    expect(Date.parse(stay.json().idleExpiresAt)).toBe(clock + 15 * MINUTE);
    clock += 14 * MINUTE;
    expect((await get('/api/cases/999', cookie)).statusCode).toBe(404);
    clock += 14 * MINUTE;
    expect((await get('/api/session', cookie)).statusCode).toBe(200);
    clock += 2 * MINUTE;
    expect((await get('/api/session', cookie)).statusCode).toBe(401);
  });

  it('the idle limit is configurable (SESSION_IDLE_MINUTES)', async () => {
    const short = await testApp(route.db, {
      rateLimits: { loginPerMinute: 1000, loginPerAddressPerMinute: 1000 },
      sessionIdleMs: 2 * MINUTE,
      now: () => new Date(clock),
    });
    const cookie = await signIn(short, 'ann', PASSWORD);
    clock += 2 * MINUTE + 1;
    const after = await short.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    await short.close();
    expect(after.statusCode).toBe(401);
  });
});

describe('headers of every API answer', () => {
  it('Cache-Control: no-store, and one framing rule (DENY agrees with frame-ancestors none)', async () => {
    const cookie = await route.signIn('ann');
    for (const response of [
      await get('/api/cases', cookie),
      await get('/api/session', cookie),
      await get('/api/cases/999', cookie),
      await route.app.inject({ method: 'GET', url: '/api/cases' }),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(String(response.headers['content-security-policy'])).toContain(
        "frame-ancestors 'none'",
      );
    }
  });
});
