import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_CASES } from '../../../machines/case';
import { seedSampleCases } from '../../../server/db/seed';
import { addCaseFrom, ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';

/**
 * The queue: a reviewer sees by default the cases of the states licensed in (and the
 * seeded samples, which anyone may decide), all of them with `licensed=all`, and is offered
 * the oldest Open case of those states next.
 */
const route = routeTestApp({
  reviewers: {
    wendy: {
      password: 'staple gun purple',
      profile: { ...ANN_PROFILE, fullName: 'Wendy Park', licensedIn: ['Washington'] },
    },
    tess: { password: 'no states at all', profile: { ...ANN_PROFILE, licensedIn: ['Texas'] } },
  },
});
let wendy: string;
let nobody: string;
const ids: Record<string, number> = {};

async function submittedOn(state: 'Oregon' | 'Washington', name: string, date: string) {
  const { id } = await addCaseFrom(route.db, state, { name });
  await sql`update cases set date_submitted = ${date}::date where id = ${id}`.execute(route.db);
  return id;
}

beforeAll(async () => {
  await seedSampleCases(route.db);
  // Added out of date order: the queue orders by submission, not by id.
  ids.oregon = await submittedOn('Oregon', 'Olive Oregon', '2026-01-01');
  ids.washingtonLater = await submittedOn('Washington', 'Wanda Later', '2026-03-02');
  ids.washingtonFirst = await submittedOn('Washington', 'Will First', '2026-03-01');
  wendy = await route.signIn('wendy');
  nobody = await route.signIn('tess');
});

const get = (url: string, cookie?: string) =>
  route.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function listedNames(query: string, cookie: string): Promise<string[]> {
  const response = await get(`/api/cases?limit=200${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return (response.json().cases as { name: string }[]).map((entry) => entry.name);
}

const SAMPLE_NAMES = SEED_CASES.map((entry) => entry.name);

describe('GET /api/cases: licensed states only', () => {
  it('by default lists the reviewer’s states and the seeded samples, not Oregon', async () => {
    const names = await listedNames('', wendy);
    expect(names).toEqual(expect.arrayContaining([...SAMPLE_NAMES, 'Wanda Later', 'Will First']));
    expect(names).not.toContain('Olive Oregon');
    expect(names).toHaveLength(SAMPLE_NAMES.length + 2);
  });

  it('counts what the filter selects', async () => {
    const response = await get('/api/cases?limit=1', wendy);
    expect(response.json().total).toBe(SAMPLE_NAMES.length + 2);
  });

  it('lists every case with licensed=all', async () => {
    const names = await listedNames('&licensed=all', wendy);
    expect(names).toContain('Olive Oregon');
    expect(names).toHaveLength(SAMPLE_NAMES.length + 3);
  });

  it('combines with the status filter and the search', async () => {
    expect(await listedNames('&status=Open&q=w', wendy)).toEqual(
      expect.arrayContaining(['Wanda Later', 'Will First']),
    );
    expect(await listedNames('&q=olive', wendy)).toEqual([]);
    expect(await listedNames('&q=olive&licensed=all', wendy)).toEqual(['Olive Oregon']);
  });

  it('takes the states from the session, not from the request', async () => {
    // A list of states in the address is not the reviewer's licence: it changes nothing.
    expect(await listedNames('&states=Oregon', nobody)).not.toContain('Olive Oregon');
    expect(await listedNames('&licensed=only&states=Oregon', wendy)).not.toContain('Olive Oregon');
  });

  it('refuses a licensed value it does not know', async () => {
    const response = await get('/api/cases?licensed=yes', wendy);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('licensed');
  });

  it('keeps the seeded samples for a reviewer licensed in no state of any case', async () => {
    expect(await listedNames('', nobody)).toHaveLength(SAMPLE_NAMES.length);
  });
});

describe('GET /api/cases/next-open', () => {
  // Each test starts from the cases as added (the samples' own statuses, the others Open),
  // whatever order the tests run in.
  beforeEach(async () => {
    for (const sample of SEED_CASES) {
      await sql`update cases set status = ${sample.status} where id = ${sample.id}`.execute(
        route.db,
      );
    }
    await sql`update cases set status = 'Open' where answers is not null`.execute(route.db);
  });

  it('needs a session (401)', async () => {
    const response = await get('/api/cases/next-open');
    expect(response.statusCode).toBe(401);
  });

  it('gives the oldest Open case of the reviewer’s states: a sample, the oldest of all', async () => {
    const response = await get('/api/cases/next-open', wendy);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const oldestOpenSample = SEED_CASES.filter((entry) => entry.status === 'Open').sort(
      (a, b) => a.dateSubmitted.localeCompare(b.dateSubmitted) || a.id - b.id,
    )[0];
    expect(response.json()).toEqual({ caseId: oldestOpenSample?.id });
  });

  it('is oldest first, in the reviewer’s states only, and skips the case just decided', async () => {
    await sql`update cases set status = 'Completed' where answers is null`.execute(route.db);
    // Oregon's case is the oldest, but Wendy is licensed in Washington only.
    expect((await get('/api/cases/next-open', wendy)).json()).toEqual({
      caseId: ids.washingtonFirst,
    });
    expect((await get(`/api/cases/next-open?after=${ids.washingtonFirst}`, wendy)).json()).toEqual({
      caseId: ids.washingtonLater,
    });
  });

  it('answers null when no open case is left in the reviewer’s states', async () => {
    await sql`update cases set status = 'Completed' where answers is null`.execute(route.db);
    expect((await get('/api/cases/next-open', nobody)).json()).toEqual({ caseId: null });
    await sql`update cases set status = 'Denied' where patient_state = 'Washington'`.execute(
      route.db,
    );
    expect((await get('/api/cases/next-open', wendy)).json()).toEqual({ caseId: null });
  });

  it('refuses an after that is not a case id', async () => {
    for (const after of ['abc', '0', '-1', '1.5', '']) {
      const response = await get(`/api/cases/next-open?after=${after}`, wendy);
      expect(response.statusCode, after).toBe(400);
    }
  });
});
