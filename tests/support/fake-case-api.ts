import {
  CASE_ROUTES,
  isLicensedOnly,
  nextOpenCase,
  consentRecord,
  newCase,
  checkQuestion,
  nextStage,
  nextStatus,
  parseBody,
  parseCasePageParams,
  SEED_CASES,
  selectCases,
  type CaseRecord,
  type DecisionRecord,
  type ExchangeEntry,
} from '../../machines/case';
import {
  DecisionRequestSchema,
  QuestionRequestSchema,
  SubmissionRequestSchema,
} from '../../machines/case/case.endpoints';
import { covers, decisionRefusal, licenceCoverage } from '../../machines/letter';
import { PROFILE_API } from '../../machines/letter/reviewer-profile.api';
import { PARTNER_ROUTES, type ListedPartner } from '../../machines/partner/partner.api';
import { SECOND_FACTOR_ROUTES } from '../../machines/session/second-factor.api';
import { SESSION_API } from '../../machines/session/session.api';
import type { UsState } from '../../machines/survey';

/**
 * An in-memory stand-in for the server's JSON API, built from the case contract
 * (machines/case/case.api.ts, case.list-params.ts): the same paths, request schemas, list
 * query, page size, new-case factory and lifecycle the server uses, so screens in server mode
 * can be tested without a server. It keeps one browser's cookie.
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

const LOGIN_ATTEMPTS_ALLOWED = 5;

/** The ids a route pattern (`/api/cases/:id`) takes from a path; empty when it does not match. */
function matchRoute(pattern: string, path: string): number[] {
  const expression = new RegExp(`^${pattern.replace(/:\w+/g, '(\\d+)')}$`);
  return (expression.exec(path) ?? []).slice(1).map(Number);
}

export function createFakeCaseApi(options: { reviewers?: Record<string, string> } = {}) {
  const reviewers = options.reviewers ?? { ann: 'correct horse battery staple' };
  const state = {
    cases: SEED_CASES.map((entry): CaseRecord => ({ ...entry })),
    history: new Map<number, DecisionRecord[]>(),
    signedIn: null as string | null,
    /** Whether the signed-in reviewer is an administrator, as `GET /api/session` tells. */
    admin: false,
    failedLogins: 0,
    requests: [] as RecordedRequest[],
    /** Answers the next request with this status instead (a server error, a 401, ...). */
    failNext: null as number | null,
    now: () => new Date('2026-11-22T10:04:00'),
    /** The signed-in reviewer's licences, as `GET /api/me` tells them. */
    licensedIn: ['Oregon', 'Washington'] as UsState[],
    /** The signed-in reviewer's credentials, as `GET /api/me` tells them. */
    credentials: 'MD',
    /** Whether the signed-in reviewer has a second factor (`GET /api/account/second-factor`). */
    factorEnrolled: true,
    /**
     * When set, a right password answers 202 and this code (the one code the reviewer's app
     * shows) completes the sign-in at POST /api/session/factor; null: the password alone.
     */
    factorCode: null as string | null,
    /** The reviewer whose right password waits for their code. */
    awaitingFactor: null as string | null,
    /** Each case's questions to the patient. */
    exchange: new Map<number, ExchangeEntry[]>(),
    /** The partners `GET /api/partners` lists (none: the default partner alone). */
    partners: [] as ListedPartner[],
  };
  /** What the reviewer's licences cover, as the server's list and queue ask it. */
  const covered = () =>
    state.cases.filter((entry) => covers(licenceCoverage(state), entry.answers?.state ?? null));

  function route(request: RecordedRequest): Response {
    const { method, path } = request;
    if (method !== 'GET' && request.headers.get('X-Requested-With') !== 'lmn') {
      return json(403, { error: 'Cross-site request refused.' });
    }
    if (path === SESSION_API.session) return session(request);
    if (method === 'POST' && path === SESSION_API.factor) return factor(request.body);
    if (method === 'POST' && path === CASE_ROUTES.cases) return submit(request.body);
    if (!state.signedIn) return json(401, { error: 'Sign in to continue.' });
    if (method === 'GET' && path === CASE_ROUTES.cases) return list(request.query);
    if (method === 'GET' && path === PARTNER_ROUTES.list) {
      return json(200, { partners: state.partners });
    }
    if (method === 'GET' && path === PROFILE_API.me) {
      return json(200, {
        username: state.signedIn,
        licensedIn: state.licensedIn,
        credentials: state.credentials,
      });
    }
    if (method === 'GET' && path === SECOND_FACTOR_ROUTES.status) {
      return json(200, {
        enrolled: state.factorEnrolled,
        enrolledAt: state.factorEnrolled ? state.now().toISOString() : null,
        recoveryCodesLeft: state.factorEnrolled ? 10 : 0,
      });
    }
    if (method === 'GET' && path === CASE_ROUTES.nextOpen) {
      const after = request.query.get('after');
      const next = nextOpenCase(covered(), after === null ? null : Number(after));
      return json(200, { caseId: next?.id ?? null });
    }
    const [questionId] = matchRoute(CASE_ROUTES.questions, path);
    const asked = state.cases.find((entry) => entry.id === questionId);
    if (method === 'POST' && asked) return ask(asked, request.body);
    const [decisionId] = matchRoute(CASE_ROUTES.decision, path);
    const [caseId] = matchRoute(CASE_ROUTES.case, path);
    const id = method === 'POST' ? decisionId : method === 'GET' ? caseId : undefined;
    const found = state.cases.find((entry) => entry.id === id);
    if (!found) return json(404, { error: 'Case not found' });
    if (method === 'POST') return decide(found, request.body);
    // A reviewer reads only the cases they may decide, by their licences, as the server does.
    const refusal = decisionRefusal(found.answers?.state ?? null, state);
    if (refusal) return json(403, { error: refusal });
    return json(200, { case: withHistory(found) });
  }

  function withHistory(found: CaseRecord) {
    return {
      ...found,
      history: state.history.get(found.id) ?? [],
      exchange: state.exchange.get(found.id) ?? [],
    };
  }

  /** A question, as the server takes it: the text rule, then the lifecycle from where the case stands. */
  function ask(found: CaseRecord, body: unknown): Response {
    const request = parseBody(QuestionRequestSchema, body);
    const question = checkQuestion(request?.question);
    if (!question.ok) return json(400, { error: `${question.problem}.` });
    const next = nextStage(
      { status: found.status, openStage: found.openStage ?? null },
      { type: 'case.ask', question: question.text },
    );
    if (!next) return json(409, { error: 'This case does not take a question now.' });
    const entries = state.exchange.get(found.id) ?? [];
    entries.push({
      number: entries.length + 1,
      question: question.text,
      askedBy: state.signedIn ?? '',
      askedAt: state.now().toISOString(),
      answer: null,
      answeredAt: null,
    });
    state.exchange.set(found.id, entries);
    if (next.openStage && next.openStage !== 'inQueue') found.openStage = next.openStage;
    return json(201, { case: withHistory(found) });
  }

  function submit(body: unknown): Response {
    const submitted = parseBody(SubmissionRequestSchema, body);
    if (!submitted) return json(400, { error: 'Please check your answers.' });
    const id = Math.max(0, ...state.cases.map((entry) => entry.id)) + 1;
    const at = state.now();
    const consent = submitted.consent && consentRecord(submitted.consent, at);
    const created: CaseRecord = { id, ...newCase(submitted.answers, at, consent) };
    state.cases.push(created);
    return json(201, { case: created });
  }

  function session(request: RecordedRequest): Response {
    if (request.method === 'GET') {
      return state.signedIn
        ? json(200, { username: state.signedIn, admin: state.admin })
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
    if (state.factorCode !== null) {
      state.awaitingFactor = username;
      return json(202, { factorRequired: true });
    }
    state.signedIn = username;
    return json(200, { username });
  }

  /** The code step: the one right code signs the waiting reviewer in. */
  function factor(body: unknown): Response {
    const { code } = body as { code: string };
    if (!state.awaitingFactor || code !== state.factorCode) {
      return json(401, { error: 'That code is not right.' });
    }
    state.signedIn = state.awaitingFactor;
    state.awaitingFactor = null;
    return json(200, { username: state.signedIn });
  }

  function list(params: URLSearchParams): Response {
    const parsed = parseCasePageParams(params);
    if ('invalid' in parsed) {
      return json(400, { error: `The request is not valid: ${parsed.invalid.join(', ')}.` });
    }
    const { offset, limit, ...query } = parsed.query;
    const selected = selectCases(isLicensedOnly(query) ? covered() : state.cases, query);
    // The list carries no answers.
    const cases = selected
      .slice(offset, offset + limit)
      .map(({ id, name, status, dateSubmitted, submittedAt, openStage, partner }) => ({
        id,
        name,
        status,
        dateSubmitted,
        ...(submittedAt !== undefined && { submittedAt }),
        ...(openStage !== undefined && { openStage }),
        ...(partner !== undefined && { partner }),
      }));
    return json(200, { cases, total: selected.length });
  }

  function decide(found: CaseRecord, body: unknown): Response {
    const request = parseBody(DecisionRequestSchema, body);
    if (!request) return json(400, { error: 'The request is not valid.' });
    if (found.status !== request.expectedStatus) {
      return json(409, { error: `It is now ${found.status}.`, case: found });
    }
    // Every decision is saved and recorded, also one that leaves the status as it is.
    const toStatus = nextStatus(found.status, request.decision);
    const entry: DecisionRecord = {
      reviewer: state.signedIn ?? '',
      decidedAt: state.now().toISOString(),
      fromStatus: found.status,
      toStatus,
    };
    state.history.set(found.id, [...(state.history.get(found.id) ?? []), entry]);
    found.status = toStatus;
    delete found.openStage;
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
