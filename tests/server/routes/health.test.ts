import { describe, expect, it, onTestFinished } from 'vitest';
import { testApp } from '../support/test-app';
import { openPrivateTestDatabase, openTestDatabase } from '../support/test-database';

describe('/healthz and /readyz', () => {
  it('both answer 200 while the process and the database run', async () => {
    const database = await openTestDatabase();
    const app = await testApp(database.db);
    onTestFinished(async () => {
      await app.close();
      await database.close();
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('with the database gone, /readyz answers 503 with Retry-After, /healthz still 200', async () => {
    // A database of its own: the test closes it.
    const database = await openPrivateTestDatabase();
    const app = await testApp(database.db);
    onTestFinished(() => app.close());
    await database.close();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
