import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

const route = routeTestApp({ rateLimits: { submissionsPerMinute: 1000 } });

const submit = (key: string | undefined, name = 'Ada Lovelace') =>
  route.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { ...APP_HEADERS, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { answers: { ...completeAnswers, name } },
  });

const storedWithKey = async (key: string) =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from cases where idempotency_key = ${key}`.execute(route.db)
    ).rows[0]?.n,
  );

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
