import { beforeAll, describe, expect, it } from 'vitest';
import { seedSampleCases } from '../../../server/db/seed';
import { routeTestApp } from '../support/route-test-app';

// `GET /api/cases?after=`: the window after a case the reader already has, as the overview
// asks for it while scrolling (docs/decisions/2026-11-24-keyset-case-list.md).

const route = routeTestApp({ reviewers: { ann: { password: 'correct horse battery' } } });
let ann: string;

beforeAll(async () => {
  await seedSampleCases(route.db);
  ann = await route.signIn('ann');
});

const list = (query: string) =>
  route.app.inject({ method: 'GET', url: `/api/cases?${query}`, headers: { cookie: ann } });
const ids = (body: { cases: { id: number }[] }) => body.cases.map((entry) => entry.id);

describe('GET /api/cases?after=', () => {
  it('returns the window after the case, as the offset would, with the total', async () => {
    // The sample cases by name descending: after the third comes what offset 3 holds.
    const byOffset = (await list('sort=name&order=desc&offset=3&limit=4')).json();
    const first = (await list('sort=name&order=desc&offset=0&limit=3')).json();
    const third = first.cases[2].id;
    const response = await list(`sort=name&order=desc&offset=3&after=${third}&limit=4`);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual(ids(byOffset));
    expect(response.json().total).toBe(10);

    // In the status order the cursor carries the status the case was read with.
    const statusFirst = (await list('sort=status&order=asc&offset=0&limit=2')).json();
    const last = statusFirst.cases[1];
    const next = await list(
      `sort=status&order=asc&offset=2&after=${last.id}:${last.status}&limit=3`,
    );
    expect(ids(next.json())).toEqual(
      ids((await list('sort=status&order=asc&offset=2&limit=3')).json()),
    );
  });

  it('refuses with 400 a cursor that is not one of the order’s or names no case', async () => {
    for (const query of [
      'after=abc',
      'after=0',
      'after=-1',
      'after=1.5',
      'after=01',
      'after=',
      'after=99999999999',
      'after=1:Lost',
      // The status travels with the status and letter orders only, and always there.
      'after=1:Open',
      'sort=name&after=1:Open',
      'sort=status&after=1',
      'sort=lmn&order=desc&after=2',
      // No such case.
      'after=999',
      'sort=status&after=999:Open',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ error: 'The request is not valid: after.' });
    }
  });
});
