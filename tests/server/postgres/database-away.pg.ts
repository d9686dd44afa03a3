import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeyHash } from '../../../server/db/cases/idempotency';
import { openDatabase } from '../../../server/db/connect';
import { upsertReviewer } from '../../../server/db/reviewers';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { type ServerProcess, startServer } from '../support/server-process';

/**
 * The real server on PostgreSQL while the database goes away twice: every pooled connection
 * terminated (pg_terminate_backend), then a restart of the database with requests running.
 * The process must live through both, answer 503 with Retry-After meanwhile, recover without
 * a restart of its own, and keep every acknowledged submission exactly once.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const restartScript = process.env.POSTGRES_RESTART ?? '';
const name = `lmn_away_${randomBytes(5).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const PASSWORD = 'lantern orchard seventeen';

async function query<R extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks `condition` every 50 ms until it holds; fails with `what` after `timeoutMs`. */
async function until(what: string, condition: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await sleep(50);
  }
}
let server: ServerProcess;
let cookie = '';

beforeAll(async () => {
  if (!serverUrl || !restartScript) throw new Error('Run through scripts/with-postgres.sh.');
  await query(serverUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl });
  await upsertReviewer(database.db, 'ann', await hash(PASSWORD));
  await database.close();
  server = await startServer({ DATABASE_URL: databaseUrl, SUBMISSIONS_PER_MINUTE: '100000' });
  const signedIn = await fetch(`${server.base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'lmn' },
    body: JSON.stringify({ username: 'ann', password: PASSWORD }),
  });
  cookie = signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
});
afterAll(async () => {
  await server?.stop();
  await query(serverUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
});

interface Seen {
  statuses: number[];
  retryAfter: (string | null)[];
  acknowledged: Map<string, number>;
  networkErrors: number;
}

/** A patient's browser: submits, and on 503 waits and sends the same key again. */
async function patient(seen: Seen, until: () => boolean) {
  while (!until()) {
    const key = randomBytes(16).toString('hex');
    for (;;) {
      try {
        const response = await fetch(`${server.base}/api/cases`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-requested-with': 'lmn',
            'idempotency-key': key,
          },
          body: JSON.stringify({
            answers: { ...completeAnswers, name: `Patient ${key.slice(0, 6)}` },
          }),
        });
        seen.statuses.push(response.status);
        const body = (await response.json()) as { case?: { id: number } };
        if (response.status === 201 || response.status === 200) {
          seen.acknowledged.set(key, body.case?.id ?? -1);
          break;
        }
        if (response.status === 503) seen.retryAfter.push(response.headers.get('retry-after'));
      } catch {
        seen.networkErrors += 1;
      }
      await sleep(200);
    }
  }
}

/** A reviewer's overview polling the list. */
async function reviewer(seen: Seen, until: () => boolean) {
  while (!until()) {
    try {
      const response = await fetch(`${server.base}/api/cases?limit=20`, { headers: { cookie } });
      seen.statuses.push(response.status);
      if (response.status === 503) seen.retryAfter.push(response.headers.get('retry-after'));
    } catch {
      seen.networkErrors += 1;
    }
    await sleep(100);
  }
}

describe('PostgreSQL goes away while requests run', () => {
  it('lives through terminated connections and a restart: 503 meanwhile, then recovery, nothing lost or doubled', async () => {
    expect(cookie).toMatch(/^lmn_session=/);
    const seen: Seen = { statuses: [], retryAfter: [], acknowledged: new Map(), networkErrors: 0 };
    let done = false;
    const workers = [
      patient(seen, () => done),
      patient(seen, () => done),
      reviewer(seen, () => done),
    ];

    // The pool holds connections the patients and the reviewer are using.
    await until(
      'a submission and a list',
      () => seen.acknowledged.size > 0 && seen.statuses.includes(200),
    );
    const terminated = await query<{ ok: boolean }>(
      serverUrl,
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1',
      [name],
    );
    expect(terminated.length).toBeGreaterThan(0);
    // Lived through it: a submission acknowledged after every connection was cut.
    const beforeCut = seen.acknowledged.size;
    await until('a submission after the cut', () => seen.acknowledged.size > beforeCut);
    expect(server.child.exitCode).toBeNull();

    const readyWhileDown: number[] = [];
    let restarted = false;
    const restart = promisify(execFile)('bash', [restartScript, '4']).finally(() => {
      restarted = true;
    });
    // Probes while the database is away, until it is back.
    const probing = (async () => {
      while (!restarted) {
        readyWhileDown.push((await fetch(`${server.base}/readyz`)).status);
        await sleep(200);
      }
    })();
    await restart;
    await probing;

    let ready = 0;
    for (let attempt = 0; attempt < 60 && ready !== 200; attempt += 1) {
      ready = (await fetch(`${server.base}/readyz`)).status;
      if (ready !== 200) await sleep(500);
    }
    expect(ready).toBe(200);
    // Recovered: new submissions acknowledged and a list answered after readiness came back.
    const beforeReady = { acknowledged: seen.acknowledged.size, statuses: seen.statuses.length };
    await until(
      'submissions and a list after the restart',
      () =>
        seen.acknowledged.size >= beforeReady.acknowledged + 2 &&
        seen.statuses.slice(beforeReady.statuses).includes(200),
    );
    done = true;
    await Promise.all(workers);

    expect(server.child.exitCode).toBeNull();
    expect(readyWhileDown).toContain(503);
    expect(seen.statuses).toContain(503);
    expect(seen.retryAfter.filter((value) => !(Number(value) > 0))).toEqual([]);
    expect([...new Set(seen.statuses)].sort()).toEqual([200, 201, 503]);
    expect(seen.networkErrors).toBe(0);
    const list = await fetch(`${server.base}/api/cases?limit=5`, { headers: { cookie } });
    expect(list.status).toBe(200);

    const keys = [...seen.acknowledged.keys()];
    expect(keys.length).toBeGreaterThan(5);
    const stored = await query<{ idempotency_key: string; id: number }>(
      databaseUrl,
      'select idempotency_key, id from cases',
    );
    expect(stored).toHaveLength(keys.length);
    // The keys are stored as their hashes (issue 34).
    const byHash = new Map(
      [...seen.acknowledged].map(([key, id]) => [idempotencyKeyHash(key), id] as const),
    );
    for (const row of stored) expect(byHash.get(row.idempotency_key)).toBe(row.id);
    expect(server.output()).not.toMatch(/uncaught|"level":60/i);
  });
});
