import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect';
import { upsertReviewer } from '../../../server/db/reviewers';
import { type ServerProcess, startServer } from '../support/server-process';
import { adminQuery } from '../support/test-database';

/**
 * The sign-in limit as a clinic running several server processes on one PostgreSQL sees it:
 * counted in the database, so two processes share one count (even for attempts at the same
 * moment), and a process started afterwards (a restart) still refuses the locked username.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `lmn_limits_${randomBytes(5).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl || 'postgres://x/'), {
  pathname: `/${name}`,
}).toString();
const PASSWORD = 'lantern orchard seventeen';
/** A username at one address 5 a minute; the address's limit out of the way (all from 127.0.0.1). */
const LIMITS = {
  LOGIN_ATTEMPTS_PER_MINUTE: '5',
  LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '100000',
};

const servers: ServerProcess[] = [];
async function start(): Promise<ServerProcess> {
  const server = await startServer({ DATABASE_URL: databaseUrl, ...LIMITS });
  servers.push(server);
  return server;
}

async function attempt(server: ServerProcess, username: string, password = 'a wrong guess') {
  const response = await fetch(`${server.base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'lmn' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

beforeAll(async () => {
  if (!serverUrl) throw new Error('Run through scripts/with-postgres.sh.');
  await adminQuery(serverUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl });
  await upsertReviewer(database.db, 'ann', await hash(PASSWORD));
  await database.close();
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`).catch(
    () => undefined,
  );
});

describe('the sign-in limit on PostgreSQL, across server processes', () => {
  it('two processes share one count, even for attempts sent at the same moment', async () => {
    const [first, second] = await Promise.all([start(), start()]);
    // Ten wrong passwords at once, five to each process: exactly five may be checked.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(i % 2 === 0 ? first! : second!, 'ann')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    // Locked on both, the right password included; another username is not.
    expect((await attempt(first!, 'ann', PASSWORD)).status).toBe(429);
    expect((await attempt(second!, 'ann', PASSWORD)).status).toBe(429);
    expect((await attempt(second!, 'bea')).status).toBe(401);
  });

  it('a restart keeps the lock: a new process refuses the username, with Retry-After', async () => {
    for (const server of servers.splice(0)) await server.stop();
    const restarted = await start();
    const after = await attempt(restarted, 'ann', PASSWORD);
    expect(after.status).toBe(429);
    expect(Number(after.retryAfter)).toBeGreaterThan(0);
    expect((await attempt(restarted, 'bea')).status).toBe(401);
  });
});
