import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

const route = routeTestApp({ rateLimits: { submissionsPerMinute: 1000 } });

const submit = (key: string | undefined, name = 'Ada Lovelace', answers: object = {}) =>
  route.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { ...APP_HEADERS, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { answers: { ...completeAnswers, name, ...answers } },
  });

/** The key as the issue asks it stored: its SHA-256, in hex. */
const sha256 = (key: string) => createHash('sha256').update(key).digest('hex');

const count = async (where: ReturnType<typeof sql>) =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from cases where ${where}`.execute(
        route.db,
      )
    ).rows[0]?.n,
  );

const storedWithKey = (key: string) => count(sql`idempotency_key = ${sha256(key)}`);

describe('POST /api/cases with an Idempotency-Key', () => {
  it('a repeat of a stored submission answers 200 with the same case and stores nothing', async () => {
    const key = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const first = await submit(key);
    const again = await submit(key, 'Ada Lovelace');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().case).toEqual(first.json().case);
    expect(await storedWithKey(key)).toBe(1);
  });

  it('stores the key as its SHA-256 beside a hash of the answers, never the key itself', async () => {
    const key = 'stored-as-a-hash-0123456789';
    const response = await submit(key);
    expect(response.statusCode).toBe(201);
    expect(await count(sql`idempotency_key = ${key}`)).toBe(0);
    const { rows } = await sql<{ idempotency_key: string; idempotency_request_hash: string }>`
      select idempotency_key, idempotency_request_hash from cases
      where id = ${response.json().case.id}`.execute(route.db);
    expect(rows[0]?.idempotency_key).toBe(sha256(key));
    expect(rows[0]?.idempotency_request_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.idempotency_request_hash).not.toBe(sha256(key));
  });

  it('replays the same answers sent in another order of fields (200, the same case)', async () => {
    const key = 'same-answers-other-order-01';
    const first = await submit(key);
    const reordered = Object.fromEntries(
      Object.entries({ ...completeAnswers, name: 'Ada Lovelace' }).reverse(),
    );
    const again = await route.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...APP_HEADERS, 'idempotency-key': key },
      payload: { answers: reordered },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().case).toEqual(first.json().case);
  });

  it('refuses the same key with other answers: 422, why, and nothing of the stored case', async () => {
    const key = 'one-key-two-submissions-01';
    const first = await submit(key, 'Ada Lovelace');
    expect(first.statusCode).toBe(201);
    for (const other of [
      () => submit(key, 'Grace Hopper'),
      () => submit(key, 'Ada Lovelace', { weight: '181' }),
    ]) {
      const response = await other();
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error:
          'This Idempotency-Key was already used for a different submission. Send these answers with a new key.',
      });
      expect(response.body).not.toContain('Ada Lovelace');
    }
    expect(await storedWithKey(key)).toBe(1);
    expect(await count(sql`name = 'Grace Hopper'`)).toBe(0);
  });

  it('five retries sent at once still store one case, and all get its id', async () => {
    const key = 'concurrent-retry-key-0001';
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(key)));
    const ids = new Set(answers.map((response) => response.json().case.id));
    expect(ids.size).toBe(1);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 201,
    ]);
    expect(await storedWithKey(key)).toBe(1);
  });

  it('refuses a key that is too short, too long or not URL-safe, with 400', async () => {
    for (const key of ['short', 'x'.repeat(101), 'has spaces in the key here']) {
      const response = await submit(key);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/Idempotency-Key/);
    }
  });

  it('without a key, each submission is a new case (older clients)', async () => {
    const first = await submit(undefined);
    const second = await submit(undefined);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().case.id).not.toBe(first.json().case.id);
  });
});
