import Fastify, { type InjectOptions } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorResponseSchema,
  FILE_REPLY,
  replyBodyOf,
  type Endpoint,
} from '../../../machines/api/endpoint';
import { API_CONTRACTS, API_ENDPOINTS } from '../../../machines/api/endpoints';
import { OPENAPI_ROUTE } from '../../../machines/api/openapi.endpoints';
import { ACCOUNT_ROUTES } from '../../../machines/account/account.api';
import { ADMIN_ROUTES } from '../../../machines/account/admin.api';
import { routePath } from '../../../machines/api/contract';
import { CASE_API, CURRENT_CONSENT } from '../../../machines/case';
import { ACCESS_API } from '../../../machines/case/case.access-api';
import { LETTER_API } from '../../../machines/letter/letter.api';
import { VERIFY_API } from '../../../machines/letter/letter.verification';
import { PROFILE_API } from '../../../machines/letter/reviewer-profile.api';
import { PARTNER_ROUTES } from '../../../machines/partner/partner.api';
import { PARTNER_ADMIN_ROUTES } from '../../../machines/partner/partner-admin.api';
import { SESSION_API } from '../../../machines/session';
import { SECOND_FACTOR_ROUTES } from '../../../machines/session/second-factor.api';
import { STATUS_API } from '../../../machines/status';
import type { App } from '../../../server/app';
import { hashToken } from '../../../server/db/sessions';
import { issueResetLink } from '../../../server/db/password-reset-links';
import { findReviewer } from '../../../server/db/reviewers';
import type { OpenDatabase } from '../../../server/db/connect';
import { replyContractsPlugin } from '../../../server/plugins/reply-contracts';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { fillDatabase } from '../support/filled-database';
import { totpCode } from '../../../server/second-factor/totp';
import { addCaseFrom, DENIAL_REQUEST } from '../support/letter-fixtures';
import {
  addReviewer,
  APP_HEADERS,
  enrolTestFactor,
  sessionCookieOf,
  signIn,
  TEST_TOTP_SECRET,
  testApp,
} from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/*
 * Every endpoint of every contract, called on the real routes, once for each answer its
 * contract lists (and for a refusal): each answer must be what the contract says. The server
 * checks its own answers (server/plugins/reply-contracts.ts); this shows the routes pass that
 * check, and that nothing the contracts list goes uncalled.
 */

let database: OpenDatabase;
let app: App;
let filled: Awaited<ReturnType<typeof fillDatabase>>;
let ann: string;
let una: string;
let vic: string;
let unaSecret: string;
let fayWaiting: string;
let code: string;
/** A reset link's token for Vic, issued as an administrator would. */
let vicResetToken: string;
/** The reviewer Ann, an administrator, manages. */
let zedId: number;
/** A case from a state Ann is not licensed in: she may neither read nor decide it. */
let texasCase: number;

const IDEMPOTENCY_KEY = 'contract-replies-0123456789';
/** A confirmation mail's token, waiting on the open case (as the mail worker leaves one). */
const CONFIRMATION_TOKEN = 'c'.repeat(43);

beforeAll(async () => {
  database = await openTestDatabase();
  filled = await fillDatabase(database.db);
  app = await testApp(database.db, {
    emailUpdates: true,
    rateLimits: { submissionsPerMinute: 1000, verificationsPerMinute: 1000, statusPerMinute: 1000 },
  });
  // Ann decides: she has a second factor. Una and Vic have none yet, and enrol.
  await enrolTestFactor(database.db, 'ann');
  ann = await signIn(app, 'ann', 'correct horse battery');
  for (const name of ['una', 'vic']) await addReviewer(database.db, name, 'staple gun purple');
  una = await signIn(app, 'una', 'staple gun purple');
  vic = await signIn(app, 'vic', 'staple gun purple');
  const started = await app.inject({
    method: 'POST',
    url: SECOND_FACTOR_ROUTES.start,
    headers: { ...APP_HEADERS, cookie: una },
  });
  unaSecret = started.json<{ secret: string }>().secret;
  // A right password of Fay's, waiting for her code.
  await addReviewer(database.db, 'fay', 'staple gun purple');
  await enrolTestFactor(database.db, 'fay');
  const waiting = await app.inject({
    method: 'POST',
    url: SESSION_API.session,
    headers: APP_HEADERS,
    payload: { username: 'fay', password: 'staple gun purple' },
  });
  fayWaiting = sessionCookieOf(waiting);
  texasCase = (await addCaseFrom(database.db, 'Texas')).id;
  const vicId = (await findReviewer(database.db, 'vic'))?.id ?? 0;
  vicResetToken = (await issueResetLink(database.db, vicId, null, new Date())).token;
  await database.db
    .updateTable('reviewers')
    .set({ is_admin: true })
    .where('username', '=', 'ann')
    .execute();
  await addReviewer(database.db, 'zed', 'staple gun purple');
  zedId = (await findReviewer(database.db, 'zed'))?.id ?? 0;
  await database.db
    .updateTable('cases')
    .set({
      contact_email: 'zoe@example.com',
      email_confirmation_hash: hashToken(CONFIRMATION_TOKEN),
    })
    .where('id', '=', filled.cases.open.id)
    .execute();
  const letter = await app.inject({
    method: 'GET',
    url: LETTER_API.letter(filled.cases.approved.id),
    headers: { cookie: ann },
  });
  code = String(letter.json().letter.verificationUrl).split('/verify/')[1] ?? '';
});
afterAll(async () => {
  await app.close();
  await database.close();
});

interface Call {
  endpoint: Endpoint;
  status: number;
  /** Built when the call is made: it may use what earlier calls left (a session, a code). */
  request: () => InjectOptions;
}

/** What a call sends besides its endpoint's method, built when it is made. */
interface Sent {
  headers?: () => Record<string, string>;
  payload?: object;
}

const call = (endpoint: Endpoint, status: number, url: () => string, sent: Sent = {}): Call => ({
  endpoint,
  status,
  request: () => ({
    method: endpoint.method,
    url: url(),
    ...(sent.headers && { headers: sent.headers() }),
    ...(sent.payload && { payload: sent.payload }),
  }),
});

const reviewer = () => ({ ...APP_HEADERS, cookie: ann });
/** The app's own headers, and no session: a patient, a plan, or anyone. */
const anyone = () => APP_HEADERS;
const idempotent = () => ({ ...APP_HEADERS, 'idempotency-key': IDEMPOTENCY_KEY });
const {
  cases,
  session,
  secondFactor,
  profile,
  letters,
  verify,
  status,
  docs,
  account,
  admin,
  partners,
  partnerAdmin,
} = API_CONTRACTS;
const onZed = (route: string) => () => routePath(route, { id: zedId });
const onZephyr = (route: string) => () => routePath(route, { slug: 'zephyr' });
/** A partner as the administrator's form sends it. */
const ZEPHYR = {
  name: 'Zephyr Cycles',
  provider: 'Provider',
  primaryColour: '#204080',
  supportEmail: 'help@zephyr.example',
  logo: null,
  products: [{ sku: 'Z-1', name: 'Zephyr One bike', usage: 'daily', duration: '12 months' }],
  webhookUrl: 'https://zephyr.example/hooks',
};
const EMPTY_PROFILE = { fullName: '', credentials: '', npi: '', licensedIn: '' };
/** A code of `secret` as its app shows it when the call is sent. */
const codeOf = (secret: () => string) => ({
  get code() {
    return totpCode(secret(), new Date());
  },
});
const submission = {
  answers: { ...completeAnswers, name: 'Ada Lovelace' },
  consent: CURRENT_CONSENT,
};
const denial = { decision: 'deny', expectedStatus: 'Open', ...DENIAL_REQUEST };
let wendy = '';
/** The cookie each status link's passed check handed out, by its token. */
const checked = new Map<string, string>();
const withCheck = (token: () => string) => () => ({
  ...APP_HEADERS,
  cookie: checked.get(token()) ?? '',
});
const checkCall = (token: () => string, lastName: string, answer: 204 | 403) =>
  call(status.check, answer, () => STATUS_API.check(token()), {
    headers: anyone,
    payload: { lastName },
  });

/** In order: a later call builds on an earlier one (the question the patient then answers). */
const CALLS: Call[] = [
  call(cases.submit, 201, () => CASE_API.cases, { headers: idempotent, payload: submission }),
  call(cases.submit, 200, () => CASE_API.cases, { headers: idempotent, payload: submission }),
  call(cases.submit, 422, () => CASE_API.cases, {
    headers: idempotent,
    payload: { ...submission, answers: { ...submission.answers, name: 'Grace Hopper' } },
  }),
  call(cases.submit, 400, () => CASE_API.cases, { headers: anyone, payload: {} }),
  call(cases.list, 200, () => CASE_API.cases, { headers: reviewer }),
  call(cases.list, 401, () => CASE_API.cases),
  call(partners.list, 200, () => PARTNER_ROUTES.list, { headers: reviewer }),
  call(partners.list, 401, () => PARTNER_ROUTES.list),
  call(cases.nextOpen, 200, () => CASE_API.nextOpen(null), { headers: reviewer }),
  call(cases.case, 200, () => CASE_API.case(filled.cases.approved.id), { headers: reviewer }),
  call(cases.case, 404, () => CASE_API.case(99_999), { headers: reviewer }),
  call(cases.case, 403, () => CASE_API.case(texasCase), { headers: reviewer }),
  call(cases.questions, 403, () => CASE_API.questions(texasCase), {
    headers: reviewer,
    payload: { question: 'How many days a week do you exercise now?' },
  }),
  call(cases.questions, 201, () => CASE_API.questions(filled.cases.open.id), {
    headers: reviewer,
    payload: { question: 'How many days a week do you exercise now?' },
  }),
  call(cases.questions, 409, () => CASE_API.questions(filled.cases.open.id), {
    headers: reviewer,
    payload: { question: 'And for how long each time?' },
  }),
  call(status.answer, 401, () => STATUS_API.answer(filled.tokens.open, 1), {
    headers: anyone,
    payload: { answer: 'Twice, for half an hour.' },
  }),
  checkCall(() => filled.tokens.open, 'Angstrom', 204),
  call(status.answer, 204, () => STATUS_API.answer(filled.tokens.open, 1), {
    headers: withCheck(() => filled.tokens.open),
    payload: { answer: 'Twice, for half an hour.' },
  }),
  call(status.answer, 409, () => STATUS_API.answer(filled.tokens.open, 1), {
    headers: withCheck(() => filled.tokens.open),
    payload: { answer: 'Twice, for half an hour.' },
  }),
  call(cases.decision, 409, () => CASE_API.decision(filled.cases.denied.id), {
    headers: reviewer,
    payload: denial,
  }),
  call(cases.decision, 200, () => CASE_API.decision(filled.cases.open.id), {
    headers: reviewer,
    payload: denial,
  }),
  call(cases.access, 200, () => ACCESS_API.access(filled.cases.approved.id), {
    headers: reviewer,
  }),
  call(cases.access, 403, () => ACCESS_API.access(texasCase), { headers: reviewer }),
  call(session.signIn, 200, () => SESSION_API.session, {
    headers: anyone,
    payload: { username: 'wendy', password: 'staple gun purple' },
  }),
  call(session.signIn, 202, () => SESSION_API.session, {
    headers: anyone,
    payload: { username: 'ann', password: 'correct horse battery' },
  }),
  call(secondFactor.signInCode, 200, () => SECOND_FACTOR_ROUTES.signInCode, {
    headers: () => ({ ...APP_HEADERS, cookie: fayWaiting }),
    payload: codeOf(() => TEST_TOTP_SECRET),
  }),
  call(secondFactor.signInCode, 401, () => SECOND_FACTOR_ROUTES.signInCode, {
    headers: anyone,
    payload: { code: '123456' },
  }),
  call(secondFactor.status, 200, () => SECOND_FACTOR_ROUTES.status, {
    headers: () => ({ cookie: una }),
  }),
  call(secondFactor.start, 200, () => SECOND_FACTOR_ROUTES.start, {
    headers: () => ({ ...APP_HEADERS, cookie: vic }),
  }),
  call(secondFactor.start, 409, () => SECOND_FACTOR_ROUTES.start, { headers: reviewer }),
  call(secondFactor.confirm, 400, () => SECOND_FACTOR_ROUTES.confirm, {
    headers: () => ({ ...APP_HEADERS, cookie: una }),
    payload: {},
  }),
  call(secondFactor.confirm, 200, () => SECOND_FACTOR_ROUTES.confirm, {
    headers: () => ({ ...APP_HEADERS, cookie: una }),
    payload: codeOf(() => unaSecret),
  }),
  call(session.signIn, 401, () => SESSION_API.session, {
    headers: anyone,
    payload: { username: 'wendy', password: 'not her password' },
  }),
  call(session.signIn, 400, () => SESSION_API.session, {
    headers: anyone,
    payload: { username: 'wendy' },
  }),
  call(session.current, 200, () => SESSION_API.session, { headers: reviewer }),
  call(session.current, 401, () => SESSION_API.session),
  call(session.activity, 200, () => SESSION_API.activity, { headers: reviewer }),
  call(session.signOut, 204, () => SESSION_API.session, {
    headers: () => ({ ...APP_HEADERS, cookie: wendy }),
  }),
  call(profile.me, 200, () => PROFILE_API.me, { headers: reviewer }),
  call(letters.letter, 200, () => LETTER_API.letter(filled.cases.approved.id), {
    headers: reviewer,
  }),
  call(letters.letter, 404, () => LETTER_API.letter(filled.cases.open.id), { headers: reviewer }),
  call(letters.letter, 403, () => LETTER_API.letter(texasCase), { headers: reviewer }),
  call(letters.pdf, 200, () => LETTER_API.pdf(filled.cases.approved.id), { headers: reviewer }),
  call(letters.pdf, 403, () => LETTER_API.pdf(texasCase), { headers: reviewer }),
  call(verify.verification, 200, () => VERIFY_API.verification(code)),
  call(verify.verification, 404, () => VERIFY_API.verification('a'.repeat(22))),
  call(verify.details, 200, () => VERIFY_API.details(code), {
    headers: anyone,
    payload: { lastName: 'Roe' },
  }),
  call(verify.details, 404, () => VERIFY_API.details(code), {
    headers: anyone,
    payload: { lastName: 'Somebody' },
  }),
  call(status.config, 200, () => STATUS_API.config),
  call(status.status, 401, () => STATUS_API.status(filled.tokens.denied)),
  checkCall(() => filled.tokens.denied, 'Somebody', 403),
  checkCall(() => filled.tokens.denied, 'Bloggs', 204),
  call(status.status, 200, () => STATUS_API.status(filled.tokens.denied), {
    headers: withCheck(() => filled.tokens.denied),
  }),
  call(status.status, 404, () => STATUS_API.status('a'.repeat(43))),
  call(status.letterPdf, 401, () => STATUS_API.letterPdf(filled.tokens.approved)),
  call(status.recordPdf, 401, () => STATUS_API.record(filled.tokens.approved, 'pdf')),
  call(status.recordJson, 401, () => STATUS_API.record(filled.tokens.approved, 'json')),
  checkCall(() => filled.tokens.approved, 'roe', 204),
  call(status.letterPdf, 200, () => STATUS_API.letterPdf(filled.tokens.approved), {
    headers: withCheck(() => filled.tokens.approved),
  }),
  call(status.email, 204, () => STATUS_API.email(filled.tokens.denied), {
    headers: anyone,
    payload: { email: 'patient@example.com' },
  }),
  call(status.email, 409, () => STATUS_API.email(filled.tokens.denied), {
    headers: anyone,
    payload: { email: 'patient@example.com' },
  }),
  call(status.recordPdf, 200, () => STATUS_API.record(filled.tokens.approved, 'pdf'), {
    headers: withCheck(() => filled.tokens.approved),
  }),
  call(status.recordJson, 200, () => STATUS_API.record(filled.tokens.approved, 'json'), {
    headers: withCheck(() => filled.tokens.approved),
  }),
  call(status.confirmEmail, 204, () => STATUS_API.confirmEmail, {
    headers: anyone,
    payload: { token: CONFIRMATION_TOKEN },
  }),
  call(status.confirmEmail, 404, () => STATUS_API.confirmEmail, {
    headers: anyone,
    payload: { token: CONFIRMATION_TOKEN },
  }),
  call(docs.openapi, 200, () => OPENAPI_ROUTE),
  call(account.changePassword, 403, () => ACCOUNT_ROUTES.password, {
    headers: () => ({ ...APP_HEADERS, cookie: vic }),
    payload: { currentPassword: 'not the password', newPassword: 'copper kettle meadow' },
  }),
  call(account.changePassword, 204, () => ACCOUNT_ROUTES.password, {
    headers: () => ({ ...APP_HEADERS, cookie: vic }),
    payload: { currentPassword: 'staple gun purple', newPassword: 'copper kettle meadow' },
  }),
  call(account.passwordReset, 204, () => ACCOUNT_ROUTES.passwordReset, {
    headers: anyone,
    payload: {
      get token() {
        return vicResetToken;
      },
      newPassword: 'harbour lantern violet',
    },
  }),
  call(account.passwordReset, 410, () => ACCOUNT_ROUTES.passwordReset, {
    headers: anyone,
    payload: { token: 'r'.repeat(43), newPassword: 'harbour lantern violet' },
  }),
  call(admin.list, 200, () => ADMIN_ROUTES.reviewers, { headers: reviewer }),
  call(admin.add, 201, () => ADMIN_ROUTES.reviewers, {
    headers: reviewer,
    payload: { username: 'yara', ...EMPTY_PROFILE },
  }),
  call(admin.profile, 200, onZed(ADMIN_ROUTES.profile), {
    headers: reviewer,
    payload: { ...EMPTY_PROFILE, fullName: 'Zed Ray', licensedIn: 'OR' },
  }),
  call(admin.disable, 200, onZed(ADMIN_ROUTES.disable), { headers: reviewer }),
  call(admin.enable, 200, onZed(ADMIN_ROUTES.enable), { headers: reviewer }),
  call(admin.role, 200, onZed(ADMIN_ROUTES.role), { headers: reviewer, payload: { admin: true } }),
  call(admin.resetFactor, 200, onZed(ADMIN_ROUTES.resetFactor), { headers: reviewer }),
  call(admin.resetLink, 201, onZed(ADMIN_ROUTES.resetLink), { headers: reviewer }),
  call(admin.securityEvents, 200, () => ADMIN_ROUTES.securityEvents, { headers: reviewer }),
  call(admin.webhookDeliveries, 200, () => ADMIN_ROUTES.webhookDeliveries, {
    headers: reviewer,
  }),
  call(partnerAdmin.add, 201, () => PARTNER_ADMIN_ROUTES.partners, {
    headers: reviewer,
    payload: { slug: 'zephyr', ...ZEPHYR },
  }),
  call(partnerAdmin.add, 422, () => PARTNER_ADMIN_ROUTES.partners, {
    headers: reviewer,
    payload: { slug: 'zephyr-grey', ...ZEPHYR, primaryColour: '#aaaaaa' },
  }),
  call(partnerAdmin.list, 200, () => PARTNER_ADMIN_ROUTES.partners, { headers: reviewer }),
  call(partnerAdmin.edit, 200, onZephyr(PARTNER_ADMIN_ROUTES.partner), {
    headers: reviewer,
    payload: { ...ZEPHYR, name: 'Zephyr Bikes' },
  }),
  call(partnerAdmin.edit, 422, onZephyr(PARTNER_ADMIN_ROUTES.partner), {
    headers: reviewer,
    payload: { ...ZEPHYR, webhookUrl: 'http://zephyr.example/hooks' },
  }),
  call(partnerAdmin.renewSecret, 201, onZephyr(PARTNER_ADMIN_ROUTES.secret), {
    headers: reviewer,
  }),
];

const named = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.route}`;

describe('every answer of the API, as its contract says', () => {
  it('calls every endpoint, for every answer its contract lists', () => {
    for (const endpoint of API_ENDPOINTS) {
      const called = CALLS.filter((call) => call.endpoint === endpoint).map((c) => c.status);
      const listed = Object.keys(endpoint.replies).map(Number);
      expect(called, named(endpoint)).toEqual(expect.arrayContaining(listed));
    }
  });

  it('sends each body a call succeeds with as its endpoint describes it (GET /api/openapi.json)', () => {
    for (const { endpoint, status, request } of CALLS) {
      const { payload } = request();
      if (status >= 300 || payload === undefined) continue;
      expect(endpoint.body, named(endpoint)).toBeDefined();
      if (endpoint.body) expect(v.is(endpoint.body, payload), named(endpoint)).toBe(true);
    }
  });

  it('refuses a call without a session to a reviewer’s endpoint (401), and only to those', async () => {
    for (const endpoint of API_ENDPOINTS) {
      const response = await app.inject({
        method: endpoint.method,
        url: endpoint.route.replace(/:(\w+)/g, '1'),
        headers: APP_HEADERS,
      });
      const refused = response.statusCode === 401;
      expect(refused, `${named(endpoint)} → ${response.statusCode}`).toBe(
        endpoint.access === 'reviewer',
      );
    }
  });

  it('serves every endpoint the contracts list', () => {
    for (const endpoint of API_ENDPOINTS) {
      expect(app.hasRoute({ method: endpoint.method, url: endpoint.route }), named(endpoint)).toBe(
        true,
      );
    }
  });

  it('answers each call with the status and the body of its contract', async () => {
    for (const call of CALLS) {
      const response = await app.inject(call.request());
      const what = `${named(call.endpoint)} → ${call.status}`;
      expect(response.statusCode, `${what}: ${response.body}`).toBe(call.status);
      if (call.endpoint === session.signIn && call.status === 200)
        wendy = `lmn_session=${response.cookies.find((c) => c.name === 'lmn_session')?.value}`;
      if (call.endpoint === status.check && call.status === 204) {
        const cookie = response.cookies.find((c) => c.name === 'lmn_status_check');
        const token = /\/api\/status\/([^/]+)\/check$/.exec(String(call.request().url))?.[1];
        if (cookie && token) checked.set(token, `${cookie.name}=${cookie.value}`);
      }
      const expected = replyBodyOf(call.endpoint, call.status);
      if (expected === null) expect(response.body, what).toBe('');
      else if (expected === FILE_REPLY) {
        expect(response.headers['content-type'], what).not.toMatch(/^application\/json/);
        expect(response.rawPayload.length, what).toBeGreaterThan(0);
      } else {
        expect(expected, what).toBeDefined();
        if (expected === undefined) continue;
        const parsed = v.safeParse(expected, response.json());
        expect(
          parsed.issues?.map((issue) => v.getDotPath(issue)),
          what,
        ).toBeUndefined();
      }
    }
  });
});

describe('the check of what the server sends', () => {
  const endpoint = {
    method: 'GET',
    route: '/api/probe',
    summary: 'A probe of the check.',
    access: 'anyone',
    replies: { 200: v.object({ count: v.number() }) },
  } as const satisfies Endpoint;

  /** A server with the check and one route that sends `body`; what it logs goes to `logged`. */
  async function probeServer(body: unknown, statusCode = 200, logged: string[] = []) {
    const probe = Fastify();
    // As the app's: its message is logged (redacted), the person reads a plain sentence.
    probe.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      logged.push(error.message);
      return reply.code(error.statusCode ?? 500).send({ error: 'Something went wrong.' });
    });
    await probe.register(replyContractsPlugin, { endpoints: [endpoint] });
    probe.get(endpoint.route, async (_request, reply) => reply.code(statusCode).send(body));
    probe.get('/healthz', async () => ({ anything: true }));
    return probe;
  }

  it('sends an answer that matches, as it was written', async () => {
    const probe = await probeServer({ count: 3, extra: 'kept' });
    const response = await probe.inject({ method: 'GET', url: endpoint.route });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 3, extra: 'kept' });
  });

  it('refuses one that does not (500), naming where it differs and never the value', async () => {
    const logged: string[] = [];
    const probe = await probeServer({ count: 'Jane Roe' }, 200, logged);
    const response = await probe.inject({ method: 'GET', url: endpoint.route });
    expect(response.statusCode).toBe(500);
    expect(v.is(ErrorResponseSchema, response.json())).toBe(true);
    expect(logged).toEqual([
      'The 200 answer of GET /api/probe does not match its contract: count.',
    ]);
  });

  it('holds a refusal to the error shape, and leaves what is not the API alone', async () => {
    const refused = await probeServer({ reason: 'no' }, 403);
    expect((await refused.inject({ method: 'GET', url: endpoint.route })).statusCode).toBe(500);
    const health = await probeServer({ count: 1 });
    expect((await health.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      anything: true,
    });
  });
});
