import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { RateLimits } from '../../../server/rate-limits';
import { readConfig } from '../../../server/config';
import type { OpenDatabase } from '../../../server/db/connect';
import { countSignInAttempt } from '../../../server/db/sign-in-limits';
import { addReviewer, APP_HEADERS, testApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/** Limits of this file: per username 5, per address 20, overall 40, per minute. */
const LIMITS: Partial<RateLimits> = {
  loginPerMinute: 5,
  loginPerAddressPerMinute: 20,
  loginOverallPerMinute: 40,
};
const PASSWORD = 'lantern orchard seventeen';

let database: OpenDatabase;
const apps: App[] = [];

const newApp = async (options: Parameters<typeof testApp>[1] = {}) => {
  const app = await testApp(database.db, { rateLimits: LIMITS, ...options });
  apps.push(app);
  return app;
};

const login = (app: App, username: string, address: string, headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/session',
    remoteAddress: address,
    headers: { ...APP_HEADERS, ...headers },
    payload: { username, password: username === 'dora' ? PASSWORD : 'a wrong guess' },
  });

beforeAll(async () => {
  database = await openTestDatabase();
  await addReviewer(database.db, 'dora', PASSWORD);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('sign-in limits kept in the database', () => {
  // Each test counts from nothing, whatever ran before it (the overall limit blocks everyone).
  beforeEach(async () => {
    await database.db.deleteFrom('sign_in_limits').execute();
  });

  it('per address: the 21st try from one address gets 429, whatever the usernames', async () => {
    const app = await newApp();
    const codes = [];
    for (let i = 0; i < 21; i += 1)
      codes.push((await login(app, `user${i}`, '10.0.0.1')).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 401)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('per username: the 6th try at one username from six addresses gets 429', async () => {
    const app = await newApp();
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await login(app, 'eve', `10.1.0.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('shared by two servers and kept across a restart; a flood of other keys does not free it', async () => {
    const first = await newApp();
    const second = await newApp();
    for (let i = 0; i < 3; i += 1) await login(first, 'frank', `10.2.0.${i}`);
    for (let i = 3; i < 5; i += 1) await login(second, 'frank', `10.2.0.${i}`);
    expect((await login(second, 'frank', '10.2.0.9')).statusCode).toBe(429);
    await first.close();
    await second.close();
    const restarted = await newApp({
      rateLimits: { ...LIMITS, loginOverallPerMinute: 100_000, loginPerAddressPerMinute: 100_000 },
    });
    for (let i = 0; i < 60; i += 1) await login(restarted, `flood${i}`, `10.3.${i}.1`);
    const after = await login(restarted, 'frank', '10.2.0.10');
    expect(after.statusCode).toBe(429);
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('overall: past 40 tries a minute, everyone waits', async () => {
    await database.db.deleteFrom('sign_in_limits').execute();
    const app = await newApp();
    const codes = [];
    for (let i = 0; i < 41; i += 1)
      codes.push((await login(app, `g${i}`, `10.4.${i}.1`)).statusCode);
    expect(codes.filter((code) => code === 429)).toHaveLength(1);
    expect(codes[40]).toBe(429);
    expect((await login(app, 'dora', '10.5.0.1')).statusCode).toBe(429);
  });

  it('a spoofed X-Forwarded-For from a sender that is not a listed proxy counts as the sender', async () => {
    await database.db.deleteFrom('sign_in_limits').execute();
    const app = await newApp({ trustProxy: ['10.9.9.9'] });
    const codes = [];
    for (let i = 0; i < 21; i += 1) {
      const spoofed = { 'x-forwarded-for': `172.16.0.${i}` };
      codes.push((await login(app, `h${i}`, '10.6.0.1', spoofed)).statusCode);
    }
    expect(codes[20]).toBe(429);
    // Through the listed proxy, the forwarded address is the one counted.
    const viaProxy = await login(app, 'dora', '10.9.9.9', { 'x-forwarded-for': '172.16.1.1' });
    expect(viaProxy.statusCode).toBe(200);
  });

  it('backs off: each try after a block doubles it; a quiet minute after it starts afresh', async () => {
    const limit = { perUsername: 2, perAddress: 1000, overall: 1000, windowMs: 60_000 };
    const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
    const attempt = (seconds: number) =>
      countSignInAttempt(database.db, limit, '10.7.0.1', 'ivy', at(seconds));
    expect(await attempt(0)).toEqual({ allowed: true });
    expect(await attempt(1)).toEqual({ allowed: true });
    expect(await attempt(2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await attempt(30)).toEqual({ allowed: false, retryAfterSeconds: 32 });
    expect(await attempt(63)).toEqual({ allowed: false, retryAfterSeconds: 120 });
    expect(await attempt(184)).toEqual({ allowed: false, retryAfterSeconds: 240 });
    // The 240 s block ends at 424 s; a minute of quiet after it (484 s) starts afresh.
    expect(await attempt(424 + 60)).toEqual({ allowed: true });
  });
});

describe('TRUST_PROXY', () => {
  it('takes a list of addresses or subnets, and refuses "true"', () => {
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
    expect(readConfig({}).trustProxy).toBe(false);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/addresses or subnets/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/addresses or subnets/);
  });
});
