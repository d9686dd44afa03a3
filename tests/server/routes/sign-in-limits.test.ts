import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { RateLimits } from '../../../server/rate-limits';
import { readConfig } from '../../../server/config';
import type { OpenDatabase } from '../../../server/db/connect';
import { addReviewer, APP_HEADERS, testApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/** Limits of this file: a username at one address 5, an address 20, per minute. */
const LIMITS: Partial<RateLimits> = { loginPerMinute: 5, loginPerAddressPerMinute: 20 };
const PASSWORDS: Record<string, string> = {
  dora: 'lantern orchard seventeen',
  ezra: 'harbour quilt meridian',
};
const WRONG = 'a wrong guess';

let database: OpenDatabase;
const apps: App[] = [];
/** The clock of the apps of this file, moved by the tests. */
let now = Date.UTC(2026, 0, 1);

const newApp = async (options: Parameters<typeof testApp>[1] = {}) => {
  const app = await testApp(database.db, {
    rateLimits: LIMITS,
    now: () => new Date(now),
    ...options,
  });
  apps.push(app);
  return app;
};

const login = (
  app: App,
  username: string,
  address: string,
  options: { headers?: object; password?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/session',
    remoteAddress: address,
    headers: { ...APP_HEADERS, ...options.headers },
    payload: { username, password: options.password ?? WRONG },
  });
const rightLogin = (app: App, username: string, address: string) =>
  login(app, username, address, { password: PASSWORDS[username] });

beforeAll(async () => {
  database = await openTestDatabase();
  for (const [username, password] of Object.entries(PASSWORDS))
    await addReviewer(database.db, username, password);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('sign-in limits kept in the database', () => {
  // Each test counts from nothing, whatever ran before it.
  beforeEach(async () => {
    await database.db.deleteFrom('sign_in_limits').execute();
    now += 24 * 60 * 60_000;
  });

  it('per address: the 21st try from one address gets 429, whatever the usernames', async () => {
    const app = await newApp();
    const codes = [];
    for (let i = 0; i < 21; i += 1)
      codes.push((await login(app, `user${i}`, '10.0.0.1')).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 401)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('per username at one address: the 6th try gets 429; the right password from another address signs in', async () => {
    const app = await newApp();
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await login(app, 'dora', '10.1.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await rightLogin(app, 'dora', '10.1.0.1')).statusCode).toBe(429);
    expect((await rightLogin(app, 'dora', '10.1.0.2')).statusCode).toBe(200);
  });

  it('300 failed sign-ins from 16 addresses, at her name and others, leave every reviewer able to sign in', async () => {
    const app = await newApp();
    const codes = new Set<number>();
    for (let i = 0; i < 300; i += 1) {
      const address = `10.2.0.${i % 16}`;
      codes.add((await login(app, i % 2 === 0 ? 'dora' : `guess${i}`, address)).statusCode);
    }
    // Each address tried dora about ten times: blocked there, but only there; no address
    // reached its own limit (19 tries at most).
    expect(codes).toEqual(new Set([401, 429]));
    expect((await rightLogin(app, 'dora', '10.3.0.1')).statusCode).toBe(200);
    expect((await rightLogin(app, 'ezra', '10.3.0.2')).statusCode).toBe(200);
  });

  it('a right password after a block has run out signs in; tries refused meanwhile do not lengthen it', async () => {
    const app = await newApp();
    for (let i = 0; i < 5; i += 1)
      expect((await login(app, 'dora', '10.4.0.1')).statusCode).toBe(401);
    const blocked = await login(app, 'dora', '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    const blockEnds = now + 60_000;
    // A try every ten seconds of the block, the right password among them: each refused,
    // each told the same end.
    for (let second = 10; second < 60; second += 10) {
      now += 10_000;
      const refused = await rightLogin(app, 'dora', '10.4.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe((blockEnds - now) / 1000);
    }
    now = blockEnds;
    expect((await rightLogin(app, 'dora', '10.4.0.1')).statusCode).toBe(200);
  });

  it('shared by two servers and kept across a restart; a flood of other keys does not free it', async () => {
    const first = await newApp();
    const second = await newApp();
    for (let i = 0; i < 3; i += 1) await login(first, 'frank', '10.5.0.1');
    for (let i = 3; i < 5; i += 1) await login(second, 'frank', '10.5.0.1');
    expect((await login(second, 'frank', '10.5.0.1')).statusCode).toBe(429);
    await first.close();
    await second.close();
    const restarted = await newApp({
      rateLimits: { ...LIMITS, loginPerAddressPerMinute: 100_000 },
    });
    for (let i = 0; i < 60; i += 1) await login(restarted, `flood${i}`, `10.6.${i}.1`);
    const after = await login(restarted, 'frank', '10.5.0.1');
    expect(after.statusCode).toBe(429);
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('an address counts failures only: the sign-ins of everyone behind it never block it', async () => {
    const app = await newApp();
    for (let i = 0; i < 30; i += 1) {
      const username = i % 2 === 0 ? 'dora' : 'ezra';
      expect((await rightLogin(app, username, '10.7.0.1')).statusCode).toBe(200);
    }
    for (let i = 0; i < 19; i += 1) await login(app, `typo${i}`, '10.7.0.1');
    expect((await rightLogin(app, 'dora', '10.7.0.1')).statusCode).toBe(200);
  });

  it('a spoofed X-Forwarded-For from a sender that is not a listed proxy counts as the sender', async () => {
    const app = await newApp({ trustProxy: ['10.9.9.9'] });
    const codes = [];
    for (let i = 0; i < 21; i += 1) {
      const spoofed = { 'x-forwarded-for': `172.16.0.${i}` };
      codes.push((await login(app, `h${i}`, '10.8.0.1', { headers: spoofed })).statusCode);
    }
    expect(codes[20]).toBe(429);
    // Through the listed proxy, the forwarded address is the one counted.
    const viaProxy = await login(app, 'dora', '10.9.9.9', {
      headers: { 'x-forwarded-for': '172.16.1.1' },
      password: PASSWORDS.dora,
    });
    expect(viaProxy.statusCode).toBe(200);
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
