import * as v from 'valibot';
import {
  BACKGROUND_READ_HEADER,
  CASE_API,
  CASE_PAGE_SIZE,
  CaseListEntriesSchema,
  CaseResponseSchema,
  CaseWithHistoryResponseSchema,
  casePageParams,
  CURRENT_CONSENT,
  NextOpenResponseSchema,
  CaseConflictError,
  CaseNotFoundError,
  parseCaseRecord,
  type CasePage,
  type CasePageQuery,
  type CaseDecision,
  type CaseRecord,
  type CaseStatus,
} from '../../machines/case';
import { StatusTokenSchema } from '../../machines/status';
import type { SurveyAnswers } from '../../machines/survey';
import { originOfAddress, type PartnerOrigin } from '../../machines/partner/partner.link';
import type { CaseRepository } from '../storage/case-repository-interface';
import { followWhileVisible, type VisibilitySource } from './poll-while-visible';
import { browserFetch, callApi, type ApiResponse, type FetchLike } from './http-json';
import { expectReply } from './reply-policy';
import { statusLinkStore } from '../storage/status-link-store';
import { reviewerSession } from './reviewer-session';
import { sendSubmission } from './submission-retry';

export interface CaseApiClientOptions {
  fetch?: FetchLike;
  /** How often open pages re-read the cases (other reviewers' decisions). */
  pollIntervalMs?: number;
  visibility?: VisibilitySource;
  /** Told when a call answers 401, so the page can send the reviewer to /login. */
  onUnauthenticated?: () => void;
  /** The partner's link the survey runs at (`/p/<slug>?product=&order=`), null at `/`. */
  submissionOrigin?: () => PartnerOrigin | null;
}

/** The page's own address: the survey keeps it through its steps (it never changes the URL). */
function originOfThisPage(): PartnerOrigin | null {
  // No page (the client run in Node, as its tests do): no partner's link.
  const place = (globalThis as { location?: Pick<Location, 'pathname' | 'search'> }).location;
  return place ? originOfAddress(place.pathname, place.search) : null;
}

export const POLL_INTERVAL_MS = 5_000;

const LOAD_FAILED = 'The cases could not be loaded from the server. Please try again.';
const SUBMIT_FAILED = 'Your answers could not be sent. Please try again.';
const DECIDE_FAILED = 'The decision could not be saved. Please try again.';

const unreadable = (what: string) =>
  `The server sent ${what} this app cannot read. Please try again.`;

/**
 * A submission's answer as the client reads it: the status link is kept when it came (the
 * server always sends one; the case is stored either way).
 */
const SubmittedSchema = v.object({
  ...CaseResponseSchema.entries,
  statusToken: v.optional(StatusTokenSchema),
});

/**
 * The cases of server mode: the JSON API of machines/case/case.api.ts over `fetch`, as the
 * same CaseRepository the browser's own storage is, handing out parsed cases as it does.
 */
export function createCaseApiClient(options: CaseApiClientOptions = {}): CaseRepository {
  const fetchImpl = options.fetch ?? browserFetch;
  const onUnauthenticated = options.onUnauthenticated ?? (() => reviewerSession.expired());
  const pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  const submissionOrigin = options.submissionOrigin ?? originOfThisPage;

  const call = (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse> => callApi(fetchImpl, method, path, body, headers);

  async function readPage(query: CasePageQuery): Promise<CasePage> {
    const response = await call('GET', `${CASE_API.cases}?${casePageParams(query)}`);
    const page = expectReply(response, 200, CaseListEntriesSchema, {
      failed: LOAD_FAILED,
      unreadable: unreadable('a list'),
      onUnauthenticated,
    });
    const cases = page.cases.map(parseCaseRecord).filter((entry) => entry !== null);
    if (cases.length < page.cases.length) {
      console.error(
        `Skipped ${page.cases.length - cases.length} case(s) the server sent malformed.`,
      );
    }
    return { cases, total: page.total };
  }

  return {
    /**
     * A window of any size, read in pages the server allows, each after the last case of the
     * one before (the server seeks to it rather than counting the cases before it).
     */
    async listPage({ offset, limit, after, ...query }) {
      const cases: CaseRecord[] = [];
      let total = 0;
      while (cases.length < limit) {
        const size = Math.min(CASE_PAGE_SIZE, limit - cases.length);
        const last = cases.at(-1);
        const from = last ? { id: last.id, status: last.status } : after;
        const page = await readPage({
          ...query,
          offset: offset + cases.length,
          limit: size,
          ...(from ? { after: from } : {}),
        });
        total = page.total;
        cases.push(...page.cases);
        if (page.cases.length < size || offset + cases.length >= total) break;
      }
      return { cases, total };
    },

    async get(id, options) {
      const background = options?.background ? { [BACKGROUND_READ_HEADER]: '1' } : undefined;
      const response = await call('GET', CASE_API.case(id), undefined, background);
      if (response.status === 404) return undefined;
      return expectReply(response, 200, CaseWithHistoryResponseSchema, {
        failed: LOAD_FAILED,
        unreadable: unreadable('a case'),
        onUnauthenticated,
      }).case;
    },

    async addSubmission(answers: SurveyAnswers) {
      const origin = submissionOrigin();
      const response = await sendSubmission(answers, (headers) =>
        // Sent only from the attestation's Continue, whose sentence gives this consent.
        call(
          'POST',
          CASE_API.cases,
          { answers, consent: CURRENT_CONSENT, ...(origin && { origin }) },
          headers,
        ),
      );
      const submitted = expectReply(response, [201, 200], SubmittedSchema, {
        failed: SUBMIT_FAILED,
        unreadable: unreadable('a case'),
        onUnauthenticated,
      });
      // The private status link is handed out once: keep it in the tab for the thank-you.
      if (submitted.statusToken) statusLinkStore.save(submitted.case.id, submitted.statusToken);
      return submitted.case;
    },

    async decide(id: number, decision: CaseDecision, expectedStatus: CaseStatus, denial, letter) {
      const response = await call('POST', CASE_API.decision(id), {
        decision,
        expectedStatus,
        ...letter,
        ...(denial ? { reason: denial.reason, note: denial.note ?? undefined } : {}),
      });
      const messages = {
        failed: DECIDE_FAILED,
        unreadable: unreadable('a case'),
        onUnauthenticated,
      };
      if (response.status === 404) throw new CaseNotFoundError(id);
      if (response.status === 409) {
        // The refusal's reason is the screen's to word: it reads the case as it is now.
        throw new CaseConflictError(expectReply(response, 409, CaseResponseSchema, messages).case);
      }
      return expectReply(response, 200, CaseResponseSchema, messages).case;
    },

    async nextOpen(after) {
      const response = await call('GET', CASE_API.nextOpen(after));
      return expectReply(response, 200, NextOpenResponseSchema, {
        failed: LOAD_FAILED,
        unreadable: unreadable('an answer'),
        onUnauthenticated,
      }).caseId;
    },

    subscribe(onChange) {
      return followWhileVisible(onChange, pollIntervalMs, options.visibility);
    },
  };
}
