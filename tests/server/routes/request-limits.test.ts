import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_API } from '../../../machines/status';
import { VERIFY_API } from '../../../machines/letter/letter.verification';
import type { App } from '../../../server/app';
import type { OpenDatabase } from '../../../server/db/connect';
import { testApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/*
 * The public routes' limits live in the database (issue 34, "keys and limits that hold"): two
 * server processes on one database share a count, and a restart does not reset it. Here two
 * apps on one database stand for two processes, and a third, built afterwards, for a restart.
 */
const LIMITS = { statusPerMinute: 3, verificationsPerMinute: 3 };
let database: OpenDatabase;
const apps: App[] = [];
/** The clock of this file's apps, moved by the tests. */
let now = Date.UTC(2026, 0, 1, 9);

const newApp = async () => {
  const app = await testApp(database.db, { rateLimits: LIMITS, now: () => new Date(now) });
  apps.push(app);
  return app;
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

const readStatus = (app: App, address: string) =>
  app.inject({ method: 'GET', url: STATUS_API.status('a'.repeat(43)), remoteAddress: address });

describe('the public routes’ limits, kept in the database', () => {
  it('are shared by two servers and kept across a restart, per address', async () => {
    const [first, second] = [await newApp(), await newApp()];
    expect((await readStatus(first, '203.0.113.7')).statusCode).toBe(404);
    expect((await readStatus(second, '203.0.113.7')).statusCode).toBe(404);
    expect((await readStatus(first, '203.0.113.7')).statusCode).toBe(404);
    const refused = await readStatus(second, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many requests from this address\. Try again in/);
    // A server started afterwards still counts them; another address is not limited.
    const restarted = await newApp();
    expect((await readStatus(restarted, '203.0.113.7')).statusCode).toBe(429);
    expect((await readStatus(restarted, '198.51.100.4')).statusCode).toBe(404);
  });

  it('count each route apart, and start again once the minute is over', async () => {
    const app = await newApp();
    const check = () =>
      app.inject({
        method: 'GET',
        url: VERIFY_API.verification('b'.repeat(22)),
        remoteAddress: '192.0.2.1',
      });
    for (let tries = 0; tries < 3; tries += 1) expect((await check()).statusCode).toBe(404);
    expect((await check()).statusCode).toBe(429);
    // The status route from the same address has a count of its own.
    expect((await readStatus(app, '192.0.2.1')).statusCode).toBe(404);
    now += 60_000;
    expect((await check()).statusCode).toBe(404);
  });
});
