import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  CASE_API,
  type CaseDecision,
  type CaseRecord,
  type CaseStatus,
} from '../../../machines/case';
import type { App, AppOptions } from '../../../server/app';
import type { Database, OpenDatabase } from '../../../server/db/connect';
import type { ProfileUpdate } from '../../../server/db/reviewers';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { addReviewerWithProfile, DENIAL_REQUEST, LETTER_REQUEST } from './letter-fixtures';
import { addReviewer, APP_HEADERS, enrolTestFactor, signIn, testApp } from './test-app';
import { openTestDatabase } from './test-database';

/** A reviewer of the file: the password they sign in with, and the profile they sign under. */
export interface TestReviewer {
  password: string;
  /** Omitted: a reviewer from before profiles, who signs no letter. */
  profile?: ProfileUpdate;
  /**
   * Whether they have a second factor (TEST_TOTP_SECRET), which deciding needs; by default
   * they have. Without, they sign in with the password alone and may only read.
   */
  secondFactor?: boolean;
}

export interface RouteTestOptions extends Partial<Omit<AppOptions, 'db'>> {
  /** By username. */
  reviewers?: Record<string, TestReviewer>;
}

/** A submission as the patient's browser got it back. */
export interface Submitted {
  id: number;
  token: string;
  dateSubmitted: string;
}

/** What a decision may change of the request the review page sends. */
export interface DecisionRequest {
  /** The status the reviewer saw (default Open). */
  expectedStatus?: CaseStatus;
  /** Fields added to or replacing the body's (another reason, a diagnosis left out). */
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface RouteTest {
  readonly app: App;
  readonly db: Database;
  /** Submits answers (the survey's complete ones by default) as the patient's browser does. */
  submit(answers?: object): Promise<Submitted>;
  /** A new session of a reviewer of the file: the Cookie header that carries it. */
  signIn(username: string): Promise<string>;
  /**
   * A decision as the review page sends it: an approval with its letter's diagnosis and
   * recommendation, a Deny with its reason; `by` is the reviewer's cookie (null: none).
   */
  decide(
    caseId: number,
    decision: CaseDecision,
    by: string | null,
    request?: DecisionRequest,
  ): Promise<LightMyRequestResponse>;
  /** `decide`, for a step of a story: it must be saved; the case as decided. */
  decided(
    caseId: number,
    decision: CaseDecision,
    by: string,
    request?: DecisionRequest,
  ): Promise<CaseRecord>;
  /** Exactly this body to the decision route, with the session given (none: null). */
  sendDecision(
    caseId: number,
    payload: object,
    by: string | null,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/**
 * A file of route tests: the worker's database (test-database.ts) with the file's reviewers,
 * and the app built on it, in `beforeAll`; both closed in `afterAll`. Read the fields inside
 * tests and hooks: they are set in `beforeAll`. Cases are left to the tests (a file may seed
 * its own in a `beforeAll` of its own, which runs after this one).
 */
export function routeTestApp({ reviewers = {}, ...appOptions }: RouteTestOptions = {}): RouteTest {
  const opened: { app?: App; database?: OpenDatabase } = {};
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The route test app is built in beforeAll');
    return value;
  };

  beforeAll(async () => {
    const database = await openTestDatabase();
    opened.database = database;
    for (const [username, { password, profile, secondFactor = true }] of Object.entries(
      reviewers,
    )) {
      if (profile) await addReviewerWithProfile(database.db, username, password, profile);
      else await addReviewer(database.db, username, password);
      if (secondFactor) await enrolTestFactor(database.db, username);
    }
    opened.app = await testApp(database.db, appOptions);
  });
  afterAll(async () => {
    await opened.app?.close();
    await opened.database?.close();
  });

  const sendDecision: RouteTest['sendDecision'] = (caseId, payload, by, headers = {}) =>
    ready(opened.app).inject({
      method: 'POST',
      url: CASE_API.decision(caseId),
      headers: { ...APP_HEADERS, ...(by === null ? {} : { cookie: by }), ...headers },
      payload,
    });

  const decide: RouteTest['decide'] = (caseId, decision, by, request = {}) =>
    sendDecision(
      caseId,
      {
        decision,
        expectedStatus: request.expectedStatus ?? 'Open',
        ...(decision === 'approve' ? LETTER_REQUEST : DENIAL_REQUEST),
        ...request.body,
      },
      by,
      request.headers,
    );

  return {
    get app() {
      return ready(opened.app);
    },
    get db() {
      return ready(opened.database).db;
    },
    async submit(answers = completeAnswers) {
      const response = await ready(opened.app).inject({
        method: 'POST',
        url: CASE_API.cases,
        headers: APP_HEADERS,
        payload: { answers },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      return { id: body.case.id, token: body.statusToken, dateSubmitted: body.case.dateSubmitted };
    },
    signIn(username) {
      const reviewer = reviewers[username];
      if (!reviewer) throw new Error(`${username} is not a reviewer of this file`);
      return signIn(ready(opened.app), username, reviewer.password);
    },
    decide,
    async decided(caseId, decision, by, request) {
      const response = await decide(caseId, decision, by, request);
      expect(response.statusCode).toBe(200);
      return response.json().case;
    },
    sendDecision,
  };
}
