import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { OpenDatabase } from '../../../server/db/connect';
import { testApp } from '../support/test-app';
import { openPrivateTestDatabase } from '../support/test-database';

let database: OpenDatabase;
let app: App;

beforeAll(async () => {
  database = await openPrivateTestDatabase();
  app = await testApp(database.db);
});
afterAll(async () => {
  await app.close();
});

// In written order, also in a shuffled run: its tests build on the state the ones before
// leave (the same database, cases and clock).
describe('/healthz and /readyz', { shuffle: false }, () => {
  it('both answer 200 while the process and the database run', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('with the database gone, /readyz answers 503 with Retry-After, /healthz still 200', async () => {
    await database.close();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
