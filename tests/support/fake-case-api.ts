import {
  SEED_CASES,
  isCaseStatus,
  isSortKey,
  isStatusFilter,
  selectCases,
  type CaseRecord,
  type CaseStatus,
  type DecisionRecord,
} from '../../machines/case';

/**
 * An in-memory stand-in for the server's JSON API, written from CONTRACTS.md ("HTTP API"),
 * so screens in server mode can be tested without a server. It keeps one browser's cookie.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const LOGIN_ATTEMPTS_ALLOWED = 5;

export function createFakeCaseApi(options: { reviewers?: Record<string, string> } = {}) {
  const reviewers = options.reviewers ?? { ann: 'correct horse battery staple' };
  const state = {
    cases: SEED_CASES.map((entry): CaseRecord => ({ ...entry })),
    history: new Map<number, DecisionRecord[]>(),
    signedIn: null as string | null,
    failedLogins: 0,
    requests: [] as RecordedRequest[],
    /** Answers the next request with this status instead (a server error, a 401, ...). */
    failNext: null as number | null,
    now: () => new Date('2026-11-22T10:04:00'),
  };

  function route(request: RecordedRequest): Response {
    const { method, path } = request;
    if (method !== 'GET' && request.headers.get('X-Requested-With') !== 'lmn') {
      return json(403, { error: 'Cross-site request refused.' });
    }
    if (path === '/api/session') return session(request);
    if (method === 'POST' && path === '/api/cases') {
      const answers = (request.body as { answers?: { name?: unknown } } | null)?.answers;
      if (typeof answers?.name !== 'string' || answers.name.trim() === '') {
        return json(400, { error: 'Please give your first and last name.' });
      }
      const created: CaseRecord = {
        id: Math.max(0, ...state.cases.map((entry) => entry.id)) + 1,
        name: answers.name.trim(),
        status: 'Open',
        dateSubmitted: '2026-11-22',
        answers: answers as CaseRecord['answers'],
      };
      state.cases.push(created);
      return json(201, { case: created });
    }
    if (!state.signedIn) return json(401, { error: 'Sign in to continue.' });
    if (method === 'GET' && path === '/api/cases') return list(request.query);
    const match = /^\/api\/cases\/(\d+)(\/decision)?$/.exec(path);
    const found = match ? state.cases.find((entry) => entry.id === Number(match[1])) : undefined;
    if (!match || !found) return json(404, { error: 'Case not found' });
    const history = state.history.get(found.id) ?? [];
    if (method === 'GET' && !match[2]) return json(200, { case: found, history });
    if (method === 'POST' && match[2]) return decide(found, request.body);
    return json(404, { error: 'Not found.' });
  }

  function session(request: RecordedRequest): Response {
    if (request.method === 'GET') {
      return state.signedIn
        ? json(200, { username: state.signedIn })
        : json(401, { error: 'Sign in to continue.' });
    }
    if (request.method === 'DELETE') {
      state.signedIn = null;
      return new Response(null, { status: 204 });
    }
    if (state.failedLogins >= LOGIN_ATTEMPTS_ALLOWED) {
      return json(429, { error: 'Too many sign-in attempts.' }, { 'Retry-After': '60' });
    }
    const { username, password } = request.body as { username: string; password: string };
    if (reviewers[username] !== password) {
      state.failedLogins += 1;
      return json(401, { error: 'Username or password is incorrect' });
    }
    state.signedIn = username;
    return json(200, { username });
  }

  function list(query: URLSearchParams): Response {
    const status = query.get('status') ?? 'All';
    const sortKey = query.get('sort');
    const selected = selectCases(state.cases, {
      search: query.get('q') ?? '',
      status: isStatusFilter(status) ? status : 'All',
      sort: isSortKey(sortKey)
        ? { key: sortKey, order: query.get('order') === 'desc' ? 'desc' : 'asc' }
        : null,
    });
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 50);
    if (limit > 200) return json(400, { error: 'The request is not valid: limit.' });
    // The list carries no answers (CONTRACTS.md).
    const cases = selected.slice(offset, offset + limit).map((entry) => ({
      id: entry.id,
      name: entry.name,
      status: entry.status,
      dateSubmitted: entry.dateSubmitted,
    }));
    return json(200, { cases, total: selected.length });
  }

  function decide(found: CaseRecord, body: unknown): Response {
    const { decision, expectedStatus } = body as { decision: string; expectedStatus: unknown };
    if (!isCaseStatus(expectedStatus)) return json(400, { error: 'The request is not valid.' });
    if (found.status !== expectedStatus) {
      return json(409, { error: `It is now ${found.status}.`, case: found });
    }
    const toStatus: CaseStatus = decision === 'approve' ? 'Completed' : 'Denied';
    const entry: DecisionRecord = {
      reviewer: state.signedIn ?? '',
      decidedAt: state.now().toISOString(),
      fromStatus: found.status,
      toStatus,
    };
    state.history.set(found.id, [...(state.history.get(found.id) ?? []), entry]);
    found.status = toStatus;
    return json(200, { case: found });
  }

  async function fakeFetch(input: string | URL | Request, init: RequestInit = {}) {
    const url = new URL(String(input), 'http://app.test');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    };
    state.requests.push(request);
    if (state.failNext !== null) {
      const status = state.failNext;
      state.failNext = null;
      return json(status, { error: 'Injected failure.' });
    }
    return route(request);
  }

  return { state, fetch: fakeFetch };
}

export type FakeCaseApi = ReturnType<typeof createFakeCaseApi>;
