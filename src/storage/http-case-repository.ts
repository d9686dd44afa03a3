import {
  DEFAULT_QUERY,
  isCaseRecord,
  isDecisionRecord,
  type CasePage,
  type CaseQuery,
  type CaseDecision,
  type CaseRecord,
  type CaseStatus,
} from '../../machines/case';
import type { SurveyAnswers } from '../../machines/survey';
import { ServerRequestError, UnauthenticatedError } from '../api/api-errors';
import {
  callApi,
  fieldOf,
  unexpectedAnswer,
  type ApiResponse,
  type FetchLike,
} from '../api/http-json';
import { reviewerSession } from '../api/reviewer-session';
import { CaseConflictError, CaseNotFoundError } from './case-errors';
import type { CaseRepository } from './case-repository';
import { followWhileVisible, type VisibilitySource } from './poll-while-visible';

export type HttpCaseRepository = CaseRepository;

export interface HttpCaseRepositoryOptions {
  fetch?: FetchLike;
  /** How often open pages re-read the cases (other reviewers' decisions). */
  pollIntervalMs?: number;
  visibility?: VisibilitySource;
  /** Told when a call answers 401, so the page can send the reviewer to /login. */
  onUnauthenticated?: () => void;
}

/** The server's page size limit (CONTRACTS.md: limit max 200). */
export const MAX_PAGE_SIZE = 200;
export const POLL_INTERVAL_MS = 5_000;

const LOAD_FAILED = 'The cases could not be loaded from the server. Please try again.';
const SUBMIT_FAILED = 'Your answers could not be sent. Please try again.';
export const SUBMIT_UNAVAILABLE = 'The service is briefly unavailable; your answers are kept.';
/** Automatic retries of a submission answered 503, each after the server's Retry-After. */
const SUBMIT_RETRIES = 2;
const MAX_RETRY_WAIT_MS = 5_000;
const DECIDE_FAILED = 'The decision could not be saved. Please try again.';

const INVALID_ANSWER = (what: string) =>
  new ServerRequestError(`The server sent ${what} this app cannot read. Please try again.`, 200);

function caseOf(body: unknown): CaseRecord {
  const entry = fieldOf(body, 'case');
  if (!isCaseRecord(entry)) throw INVALID_ANSWER('a case');
  return entry;
}

const submissionKeys = new Map<string, string>();

/** 128 random bits as hex: crypto.randomUUID needs a secure context, a LAN's plain HTTP is not. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function retryAfterMs(headers: Headers): number {
  const seconds = Number(headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0
    ? Math.min(seconds * 1000, MAX_RETRY_WAIT_MS)
    : 1000;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Query parameters of GET /api/cases; defaults are left out. */
export function casesSearchParams(query: CaseQuery, offset: number, limit: number): string {
  const params = new URLSearchParams();
  if (query.search.trim() !== '') params.set('q', query.search);
  if (query.status !== 'All') params.set('status', query.status);
  if (query.sort) {
    params.set('sort', query.sort.key);
    params.set('order', query.sort.order);
  }
  params.set('offset', String(offset));
  params.set('limit', String(limit));
  return params.toString();
}

/** The CaseRepository of server mode: the JSON API of CONTRACTS.md over `fetch`. */
export function createHttpCaseRepository(
  options: HttpCaseRepositoryOptions = {},
): HttpCaseRepository {
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const onUnauthenticated = options.onUnauthenticated ?? (() => reviewerSession.expired());
  const pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse> {
    const response = await callApi(fetchImpl, method, path, body, headers);
    if (response.status === 401) {
      onUnauthenticated();
      throw new UnauthenticatedError();
    }
    return response;
  }

  async function readPage(query: CaseQuery, offset: number, limit: number): Promise<CasePage> {
    const response = await call('GET', `/api/cases?${casesSearchParams(query, offset, limit)}`);
    if (response.status !== 200) throw unexpectedAnswer(response, LOAD_FAILED);
    const cases = fieldOf(response.body, 'cases');
    const total = fieldOf(response.body, 'total');
    if (!Array.isArray(cases) || !Number.isSafeInteger(total)) throw INVALID_ANSWER('a list');
    const valid = cases.filter(isCaseRecord);
    if (valid.length < cases.length) {
      console.error(`Skipped ${cases.length - valid.length} case(s) the server sent malformed.`);
    }
    return { cases: valid, total: total as number };
  }

  /** A window of any size, read in pages the server allows. */
  async function readWindow(query: CaseQuery, offset: number, limit: number): Promise<CasePage> {
    const cases: CaseRecord[] = [];
    let total = 0;
    while (cases.length < limit) {
      const size = Math.min(MAX_PAGE_SIZE, limit - cases.length);
      const page = await readPage(query, offset + cases.length, size);
      total = page.total;
      cases.push(...page.cases);
      if (page.cases.length < size || offset + cases.length >= total) break;
    }
    return { cases, total };
  }

  async function get(id: number): Promise<CaseRecord | undefined> {
    const response = await call('GET', `/api/cases/${id}`);
    if (response.status === 404) return undefined;
    if (response.status !== 200) throw unexpectedAnswer(response, LOAD_FAILED);
    const entry = caseOf(response.body);
    const history = fieldOf(response.body, 'history');
    if (!Array.isArray(history) || !history.every(isDecisionRecord)) {
      throw INVALID_ANSWER('a decision history');
    }
    return { ...entry, history };
  }

  async function decide(id: number, decision: CaseDecision, expectedStatus: CaseStatus) {
    const response = await call('POST', `/api/cases/${id}/decision`, { decision, expectedStatus });
    if (response.status === 404) throw new CaseNotFoundError(id);
    if (response.status === 409) throw new CaseConflictError(caseOf(response.body));
    if (response.status !== 200) throw unexpectedAnswer(response, DECIDE_FAILED);
    return caseOf(response.body);
  }

  return {
    async list() {
      // Every case, page by page: only for callers that still need the whole list.
      return (await readWindow(DEFAULT_QUERY, 0, Number.POSITIVE_INFINITY)).cases;
    },

    async listPage({ offset, limit, ...query }) {
      return readWindow(query, offset, limit);
    },

    get,

    async addSubmission(answers: SurveyAnswers) {
      // One key per submission, kept until it is stored: any retry sends it again, so a
      // retry after a lost answer never stores the case twice.
      const text = JSON.stringify(answers);
      const key = submissionKeys.get(text) ?? randomKey();
      submissionKeys.set(text, key);
      const send = () => call('POST', '/api/cases', { answers }, { 'Idempotency-Key': key });
      let response = await send();
      for (let retry = 0; response.status === 503 && retry < SUBMIT_RETRIES; retry += 1) {
        await wait(retryAfterMs(response.headers));
        response = await send();
      }
      if (response.status === 503) throw new ServerRequestError(SUBMIT_UNAVAILABLE, 503);
      if (response.status !== 201 && response.status !== 200) {
        throw unexpectedAnswer(response, SUBMIT_FAILED);
      }
      submissionKeys.delete(text);
      return caseOf(response.body);
    },

    decide,

    subscribe(onChange) {
      return followWhileVisible(onChange, pollIntervalMs, options.visibility);
    },
  };
}
