import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QUERY, SEED_CASES, type CaseRecord } from '../../machines/case';
import { ServerRequestError, UnauthenticatedError } from '../../src/api/api-errors';
import { reviewerSession } from '../../src/api/reviewer-session';
import { CaseConflictError, CaseNotFoundError } from '../../machines/case';
import { createCaseApiClient } from '../../src/api/case-api';
import { allowConsoleErrors } from '../support/console';
import { createFakeCaseApi, type FakeCaseApi } from '../support/fake-case-api';
import { SUBMITTED_ANSWERS } from '../storage/case-fixtures';

let api: FakeCaseApi;
const repositoryOn = (fake: FakeCaseApi, onUnauthenticated = vi.fn()) =>
  createCaseApiClient({ fetch: fake.fetch, onUnauthenticated });

const lastRequest = () => {
  const request = api.state.requests.at(-1);
  if (!request) throw new Error('No request was made.');
  return request;
};

/** A fetch that answers every call with this status and body. */
const answering = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));

beforeEach(() => {
  api = createFakeCaseApi();
  api.state.signedIn = 'ann';
});

describe('HTTP case client: requests', () => {
  it('lists one window with the query in the address, leaving defaults out', async () => {
    const page = await repositoryOn(api).listPage({
      search: 'son',
      status: 'Open',
      sort: { key: 'name', order: 'desc' },
      offset: 0,
      limit: 25,
    });
    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/cases');
    expect(Object.fromEntries(request.query)).toEqual({
      q: 'son',
      status: 'Open',
      sort: 'name',
      order: 'desc',
      offset: '0',
      limit: '25',
    });
    expect(page.cases.map((entry) => entry.name)).toEqual(['Sarah Johnson']);
    expect(page.total).toBe(1);

    await repositoryOn(api).listPage({
      search: '',
      status: 'All',
      sort: null,
      offset: 10,
      limit: 5,
    });
    expect(Object.fromEntries(lastRequest().query)).toEqual({ offset: '10', limit: '5' });
  });

  it('reads a window larger than the server allows in pages of 200', async () => {
    for (let id = 11; id <= 450; id += 1) {
      api.state.cases.push({
        id,
        name: `Patient ${id}`,
        status: 'Open',
        dateSubmitted: '2026-11-01',
      });
    }
    const page = await repositoryOn(api).listPage({
      search: '',
      status: 'All',
      sort: null,
      offset: 0,
      limit: 1000,
    });
    expect(page.total).toBe(450);
    expect(page.cases.map((entry) => entry.id)).toEqual(api.state.cases.map((entry) => entry.id));
    expect(api.state.requests.map((r) => [r.query.get('offset'), r.query.get('limit')])).toEqual([
      ['0', '200'],
      ['200', '200'],
      ['400', '200'],
    ]);
  });

  it('reads each page of a large window after the last case of the page before', async () => {
    for (let id = 11; id <= 450; id += 1) {
      api.state.cases.push({
        id,
        name: `Patient ${id}`,
        status: 'Open',
        dateSubmitted: '2026-11-01',
      });
    }
    const sort = { key: 'status' as const, order: 'asc' as const };
    await repositoryOn(api).listPage({ ...DEFAULT_QUERY, sort, offset: 0, limit: 450 });
    const [first, second, third] = api.state.requests.map((r) => r.query.get('after'));
    expect(first).toBeNull();
    // The status order: Completed, Denied, then Open by id; the 200th and 400th cases.
    const ordered = [...api.state.cases].sort(
      (a, b) => a.status.localeCompare(b.status) || a.id - b.id,
    );
    expect(second).toBe(`${ordered[199]!.id}:${ordered[199]!.status}`);
    expect(third).toBe(`${ordered[399]!.id}:${ordered[399]!.status}`);
  });

  it('a window past the end reads the cases there are, in one request', async () => {
    const page = await repositoryOn(api).listPage({ ...DEFAULT_QUERY, offset: 0, limit: 1000 });
    expect(page.cases.map((entry) => entry.id)).toEqual(SEED_CASES.map((entry) => entry.id));
    expect(api.state.requests).toHaveLength(1);
  });

  it('sends no X-Requested-With on reads, and the session cookie only to its own origin', async () => {
    await repositoryOn(api).get(2);
    expect(lastRequest().headers.get('X-Requested-With')).toBeNull();
    expect(lastRequest().credentials).toBe('same-origin');
  });

  it('submits answers as JSON with X-Requested-With: lmn, and needs no session', async () => {
    api.state.signedIn = null;
    const created = await repositoryOn(api).addSubmission(SUBMITTED_ANSWERS);
    const request = lastRequest();
    expect([request.method, request.path]).toEqual(['POST', '/api/cases']);
    expect(request.headers.get('X-Requested-With')).toBe('lmn');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.credentials).toBe('same-origin');
    // With the consent its attestation gave (issue 33): the versions the sentence links.
    expect(request.body).toEqual({
      answers: SUBMITTED_ANSWERS,
      consent: { telehealth: 'v1', privacy: 'v1' },
    });
    expect(created).toMatchObject({ id: 11, name: 'Jane Doe', status: 'Open' });
    expect(created.consent).toMatchObject({ telehealth: 'v1', privacy: 'v1' });
  });

  it('sends the partner’s link the survey runs at, and nothing of it from /', async () => {
    const origin = { partner: 'acme', product: 'AR-2', order: '1001' };
    await createCaseApiClient({ fetch: api.fetch, submissionOrigin: () => origin }).addSubmission(
      SUBMITTED_ANSWERS,
    );
    expect(lastRequest().body).toMatchObject({ answers: SUBMITTED_ANSWERS, origin });
    await createCaseApiClient({ fetch: api.fetch, submissionOrigin: () => null }).addSubmission(
      SUBMITTED_ANSWERS,
    );
    expect(lastRequest().body).not.toHaveProperty('origin');
  });

  it('decides with the expected status and returns the updated case', async () => {
    const updated = await repositoryOn(api).decide(2, 'approve', 'Open');
    const request = lastRequest();
    expect([request.method, request.path]).toEqual(['POST', '/api/cases/2/decision']);
    expect(request.headers.get('X-Requested-With')).toBe('lmn');
    expect(request.body).toEqual({ decision: 'approve', expectedStatus: 'Open' });
    expect(updated).toMatchObject({ id: 2, status: 'Completed' });
  });

  it('gets a case with its decision history', async () => {
    const repository = repositoryOn(api);
    await repository.decide(2, 'deny', 'Open');
    const found = await repository.get(2);
    expect(found?.status).toBe('Denied');
    expect(found?.history).toEqual([
      {
        reviewer: 'ann',
        decidedAt: new Date('2026-11-22T10:04:00').toISOString(),
        fromStatus: 'Open',
        toStatus: 'Denied',
      },
    ]);
  });
});

describe('HTTP case client: answers become the errors screens know', () => {
  it('404 on a case: undefined from get, CaseNotFoundError from decide', async () => {
    const repository = repositoryOn(api);
    expect(await repository.get(999)).toBeUndefined();
    await expect(repository.decide(999, 'approve', 'Open')).rejects.toBeInstanceOf(
      CaseNotFoundError,
    );
  });

  it('409: CaseConflictError carrying the case as it is now; nothing is written', async () => {
    const repository = repositoryOn(api);
    await repository.decide(3, 'deny', 'Completed');
    const error = await repository.decide(1, 'approve', 'Completed').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaseConflictError);
    expect((error as CaseConflictError).current).toMatchObject({ id: 1, status: 'Open' });
    expect((error as Error).message).toMatch(/now Open/);
    expect(api.state.cases.find((entry) => entry.id === 1)?.status).toBe('Open');
  });

  it('401: UnauthenticatedError, and the page is told so it can send the reviewer to /login', async () => {
    api.state.signedIn = null;
    const onUnauthenticated = vi.fn();
    const repository = repositoryOn(api, onUnauthenticated);
    await expect(
      repository.listPage({ ...DEFAULT_QUERY, offset: 0, limit: 5 }),
    ).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(repository.get(1)).rejects.toThrow(
      'Your session has ended. Please sign in again.',
    );
    await expect(repository.decide(1, 'deny', 'Open')).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(3);
  });

  it('401 by default ends the session the header shows', async () => {
    reviewerSession.signedIn('ann');
    const expired = vi.fn();
    const stop = reviewerSession.onExpired(expired);
    const repository = createCaseApiClient({ fetch: answering(401, { error: 'no' }) });
    await expect(repository.get(1)).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(reviewerSession.current()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    stop();
  });

  it('400 on a submission: the server’s message, for the patient to read', async () => {
    const repository = createCaseApiClient({
      fetch: answering(400, { error: 'Please give your age as a whole number from 18 to 120.' }),
    });
    const error = await repository.addSubmission(SUBMITTED_ANSWERS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerRequestError);
    expect((error as ServerRequestError).status).toBe(400);
    expect((error as Error).message).toBe('Please give your age as a whole number from 18 to 120.');
  });

  it('5xx: a plain "went wrong on the server" message, never the server’s internals', async () => {
    const repository = createCaseApiClient({
      fetch: answering(500, { error: 'relation "cases" does not exist' }),
    });
    await expect(repository.addSubmission(SUBMITTED_ANSWERS)).rejects.toThrow(
      'Something went wrong on the server. Please try again in a moment.',
    );
    await expect(repository.decide(1, 'approve', 'Open')).rejects.toThrow(/went wrong/);
  });

  it('no answer at all (offline): "could not be reached"', async () => {
    const repository = createCaseApiClient({
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    const error = await repository
      .listPage({ search: '', status: 'All', sort: null, offset: 0, limit: 5 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerRequestError);
    expect((error as ServerRequestError).status).toBe(0);
    expect((error as Error).message).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
  });

  it('an answer that is not JSON or not a case is refused, not trusted', async () => {
    const html = vi.fn(async () => new Response('<!doctype html>', { status: 200 }));
    await expect(createCaseApiClient({ fetch: html }).get(1)).rejects.toThrow(/cannot read/);
    const badCase = answering(201, { case: { id: 'x', name: 1 } });
    await expect(
      createCaseApiClient({ fetch: badCase }).addSubmission(SUBMITTED_ANSWERS),
    ).rejects.toThrow(/cannot read/);
    const badHistory = answering(200, {
      case: {
        ...SEED_CASES[0],
        history: [
          { reviewer: 'ann', decidedAt: 'yesterday', fromStatus: 'Open', toStatus: 'Done' },
        ],
      },
    });
    await expect(createCaseApiClient({ fetch: badHistory }).get(1)).rejects.toThrow(/cannot read/);
  });

  it('skips malformed cases in a list and says so in the console', async () => {
    const calls = allowConsoleErrors();
    const good: CaseRecord = { id: 1, name: 'A', status: 'Open', dateSubmitted: '2026-11-01' };
    const repository = createCaseApiClient({
      fetch: answering(200, { cases: [good, { id: 2 }], total: 2 }),
    });
    expect((await repository.listPage({ ...DEFAULT_QUERY, offset: 0, limit: 5 })).cases).toEqual([
      good,
    ]);
    expect(calls.flat().join(' ')).toMatch(/Skipped 1 case/);
  });
});

describe('HTTP case client: following other reviewers', () => {
  type Listener = () => void;
  let visibility: {
    visibilityState: DocumentVisibilityState;
    listeners: Set<Listener>;
    addEventListener: (type: string, listener: Listener) => void;
    removeEventListener: (type: string, listener: Listener) => void;
  };
  const setVisibility = (next: DocumentVisibilityState) => {
    visibility.visibilityState = next;
    for (const listener of visibility.listeners) listener();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    const listeners = new Set<Listener>();
    visibility = {
      visibilityState: 'visible',
      listeners,
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const subscribe = (onChange: () => void) =>
    createCaseApiClient({
      fetch: api.fetch,
      visibility: visibility as unknown as Document,
    }).subscribe(onChange);

  it('tells the page every 5 seconds while it is visible', () => {
    const onChange = vi.fn();
    const stop = subscribe(onChange);
    vi.advanceTimersByTime(4_999);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onChange).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops while the tab is hidden and reads at once when it comes back', () => {
    const onChange = vi.fn();
    const stop = subscribe(onChange);
    setVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    expect(onChange).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not start while hidden, and stops for good on unsubscribe', () => {
    visibility.visibilityState = 'hidden';
    const onChange = vi.fn();
    const stop = subscribe(onChange);
    vi.advanceTimersByTime(20_000);
    expect(onChange).not.toHaveBeenCalled();
    stop();
    expect(visibility.listeners.size).toBe(0);
    setVisibility('visible');
    vi.advanceTimersByTime(20_000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
