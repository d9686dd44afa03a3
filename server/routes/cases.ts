import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CASE_ROUTES,
  parseBody,
  parseCasePageParams,
  SECOND_FACTOR_MISSING_MESSAGE,
} from '../../machines/case';
import {
  DecisionRequestSchema,
  NextOpenQuerySchema,
  SubmissionRequestSchema,
} from '../../machines/case/case.endpoints';
import type { LicenceCoverage } from '../../machines/letter';
import { checkDenialNote } from '../../machines/status';
import { SECOND_FACTOR_PAGE } from '../../machines/session/second-factor.rules';
import type { RateLimits } from '../rate-limits';
import { decideCase, type DecisionEffect } from '../db/cases/decide';
import { findCase } from '../db/cases/find';
import { findFactor } from '../db/second-factor';
import { caseHistory } from '../db/cases/history';
import { IdempotencyKeyReusedError, insertCase } from '../db/cases/insert';
import { listCases } from '../db/cases/list';
import { CursorNotValidError } from '../db/cases/list-position';
import { nextOpenCaseId } from '../db/cases/queue';
import { caseExchange, markOpened } from '../db/case-questions';
import { recordAccess, recordRepeatedView } from '../db/access-log';
import { planDecisionLetter } from '../letters/decision-letter';
import { isBackground, requireReviewer, signedInReviewer } from '../plugins/session';
import { createStatusToken } from '../status/status-tokens';
import { describeInvalidAnswers } from '../submission-errors';
import { httpError } from './http-error';
import { casePartnerOf } from './submission-origin';
import { decidableCoverage, licensedCoverage, refusalFor } from './reviewer-refusal';
import { readableCase } from './read-refusal';
import { acceptedText } from './text-input';

/**
 * The cases of the signed-in reviewer's licences ("Licensed states only"), or for the queue
 * those they may also sign for (an NP licensed in Alabama lists its cases, and opens them
 * read-only, but is never sent to one): from the session's own profile, never from a list of
 * states the browser sends.
 */
async function coverageOf(
  app: FastifyInstance,
  reviewer: FastifyRequest['reviewer'],
  use: 'list' | 'queue',
): Promise<LicenceCoverage> {
  if (!reviewer) throw httpError(401, 'Sign in to continue.');
  return use === 'queue'
    ? decidableCoverage(app.db, reviewer.reviewerId)
    : licensedCoverage(app.db, reviewer.reviewerId);
}

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const DENIAL_REASON_REQUIRED = 'Choose the reason for the denial: the patient is shown it.';
export const KEY_REUSED =
  'This Idempotency-Key was already used for a different submission. Send these answers with a new key.';
export const CONSENT_NOT_CURRENT =
  'The consent sent is not the one this service asks for now. Reload the page and continue again.';

/** A refused request, worded as the app's error handler words a schema's refusal. */
const invalid = (what: string) => httpError(400, `The request is not valid: ${what}.`);

/** The Idempotency-Key header of a submission: absent, or 16 to 100 URL-safe characters. */
function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header === 'string' && /^[\w-]{16,100}$/.test(header)) return header;
  throw httpError(400, 'The Idempotency-Key header must be 16 to 100 letters, digits, "-" or "_".');
}

/**
 * Patients submit without an account; everything else about a case needs a session. Bodies
 * and the list query are parsed by the case contract's schemas (machines/case/case.api.ts),
 * the same the browser's client reads the answers with.
 */
/** The 403 to an approval or denial by a reviewer without a second factor. */
export const SECOND_FACTOR_REQUIRED_ERROR = `${SECOND_FACTOR_MISSING_MESSAGE}: enrol an authenticator app at ${SECOND_FACTOR_PAGE} first.`;

export async function caseRoutes(
  app: FastifyInstance,
  options: { rateLimits: RateLimits; decisionEffects: readonly DecisionEffect[] },
) {
  app.post<{ Body: unknown }>(
    CASE_ROUTES.cases,
    {
      config: {
        rateLimit: {
          max: options.rateLimits.submissionsPerMinute,
          timeWindow: '1 minute',
          errorResponseBuilder: (_request, context) =>
            httpError(
              429,
              `Too many submissions from this address. Try again in ${context.after}.`,
            ),
        },
      },
    },
    async (request, reply) => {
      const submitted = parseBody(SubmissionRequestSchema, request.body);
      if (!submitted) {
        const { answers, consent } = (request.body ?? {}) as {
          answers?: unknown;
          consent?: unknown;
        };
        if (consent !== undefined && parseBody(SubmissionRequestSchema, { answers }))
          throw httpError(400, CONSENT_NOT_CURRENT);
        if (typeof answers !== 'object' || answers === null) throw invalid('answers');
        return reply.code(400).send({ error: describeInvalidAnswers(answers) });
      }
      const key = idempotencyKey(request.headers['idempotency-key']);
      const partner = submitted.origin && (await casePartnerOf(app.db, submitted.origin));
      // The case and its private status link are stored together; the link is shown once
      // (a repeat of the same submission, same key and same answers, gets a new link to the
      // case the first one stored).
      const { repeated, ...stored } = await app.db
        .transaction()
        .execute(async (trx) => {
          const { repeated, ...entry } = await insertCase(
            trx,
            submitted.answers,
            new Date(),
            key,
            submitted.consent,
            partner,
          );
          return { repeated, case: entry, statusToken: await createStatusToken(trx, entry.id) };
        })
        .catch((error: unknown) => {
          // Only the same answers replay a key: other answers never see the stored case.
          if (error instanceof IdempotencyKeyReusedError) throw httpError(422, KEY_REUSED);
          throw error;
        });
      return reply.code(repeated ? 200 : 201).send(stored);
    },
  );

  // The overview polls this every few seconds: not activity that keeps a session alive.
  app.get(
    CASE_ROUTES.cases,
    { preHandler: requireReviewer, config: { background: true } },
    async (request) => {
      const params = request.query as Record<string, unknown>;
      if (typeof params.q === 'string') params.q = acceptedText(params.q, 'the search');
      const parsed = parseCasePageParams(params);
      if ('invalid' in parsed) throw invalid(parsed.invalid.join(', '));
      const coverage = await coverageOf(app, request.reviewer, 'list');
      try {
        return await listCases(app.db, parsed.query, coverage);
      } catch (error) {
        // A cursor naming no case.
        if (error instanceof CursorNotValidError) throw invalid('after');
        throw error;
      }
    },
  );

  app.get(CASE_ROUTES.nextOpen, { preHandler: requireReviewer }, async (request, reply) => {
    const query = parseBody(NextOpenQuerySchema, request.query);
    if (!query) throw invalid('after');
    const coverage = await coverageOf(app, request.reviewer, 'queue');
    const caseId = await nextOpenCaseId(app.db, coverage, query.after ?? null);
    reply.header('cache-control', 'no-store');
    return { caseId: caseId ?? null };
  });

  app.get<{ Params: { id: number } }>(
    CASE_ROUTES.case,
    { schema: { params: idParams }, preHandler: requireReviewer },
    async (request) => {
      const found = await readableCase(app, request, request.params.id, { action: 'view' });
      if (!found) throw httpError(404, 'Case not found');
      const view = {
        caseId: found.id,
        reviewerId: signedInReviewer(request).reviewerId,
        address: request.ip,
      };
      if (isBackground(request)) await recordRepeatedView(app.db, view, app.sessionSettings.idleMs);
      else {
        await recordAccess(app.db, { ...view, action: 'view' });
        // The reviewer now reads the answer: the overview's "Patient answered" has done its work.
        // This reply still says it, so the page that opened the case does too.
        await markOpened(app.db, found.id);
      }
      const [history, exchange] = await Promise.all([
        caseHistory(app.db, found.id),
        caseExchange(app.db, found.id),
      ]);
      return { case: { ...found, history, exchange } };
    },
  );

  app.post<{ Params: { id: number }; Body: unknown }>(
    CASE_ROUTES.decision,
    { schema: { params: idParams }, preHandler: requireReviewer },
    async (request, reply) => {
      const reviewer = signedInReviewer(request);
      const body = parseBody(DecisionRequestSchema, request.body);
      if (!body) throw invalid('body');
      const { reason, note, ...decision } = body;
      // The patient is shown why: a denial without its reason is refused.
      if (decision.decision === 'deny' && !reason) throw httpError(400, DENIAL_REASON_REQUIRED);
      const checkedNote = checkDenialNote(note);
      if (!checkedNote.ok) throw httpError(400, `${checkedNote.problem}.`);
      const found = await findCase(app.db, request.params.id);
      if (!found) throw httpError(404, 'Case not found');
      // Not licensed there, or the state's letters need an MD or DO: 403, the reason said.
      const refusal = await refusalFor(app.db, reviewer.reviewerId, found);
      if (refusal) throw httpError(403, refusal);
      // Licensed: reading needs a password; deciding needs the second factor too (docs/security.md).
      if (!(await findFactor(app.db, reviewer.reviewerId))) {
        throw httpError(403, SECOND_FACTOR_REQUIRED_ERROR);
      }
      const letter = await planDecisionLetter(app.db, {
        found,
        reviewerId: reviewer.reviewerId,
        decision: decision.decision,
        body,
      });
      if (!letter.ok) throw httpError(letter.statusCode, letter.error);
      const result = await decideCase(app.db, {
        caseId: request.params.id,
        reviewerId: reviewer.reviewerId,
        decision: decision.decision,
        expectedStatus: decision.expectedStatus,
        denial: decision.decision === 'deny' && reason ? { reason, note: checkedNote.note } : null,
        letter: letter.letter,
        effects: options.decisionEffects,
      });
      if (result.outcome === 'not-found') throw httpError(404, 'Case not found');
      const outcome =
        result.outcome === 'conflict' ? 'refused, the case had changed' : result.case.status;
      await recordAccess(app.db, {
        caseId: request.params.id,
        reviewerId: reviewer.reviewerId,
        action: 'decision',
        detail: `${decision.decision}: ${outcome}`,
        address: request.ip,
      });
      if (result.outcome === 'conflict') {
        return reply.code(409).send({
          error: `This case was changed by someone else: it is now ${result.case.status}.`,
          case: result.case,
        });
      }
      return { case: result.case };
    },
  );
}
