import type { FastifyInstance } from 'fastify';
import {
  CASE_STATUSES,
  type CaseStatus,
  SORT_KEYS,
  type SortKey,
  type StatusFilter,
} from '../../machines/case';
import { parseSurveyAnswers } from '../../machines/survey';
import type { RateLimits } from '../app';
import { caseHistory, decideCase, findCase, insertCase, listCases } from '../db/cases';
import type { CaseDecision as Decision } from '../../machines/case';
import { recordAccess } from '../db/access-log';
import { requireReviewer } from '../plugins/session';
import { describeInvalidAnswers } from '../submission-errors';
import { httpError } from './http-error';

export const MAX_PAGE_SIZE = 200;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

interface ListQuery {
  q: string;
  status: StatusFilter;
  sort?: SortKey;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

// Unknown parameters are dropped (Ajv's removeAdditional), not refused: a cache buster is harmless.
const listQuerySchema = {
  type: 'object',
  properties: {
    // Longer than any name (200) finds nothing, but is not an error worth showing.
    q: { type: 'string', maxLength: 1000, default: '' },
    status: { type: 'string', enum: ['All', ...CASE_STATUSES], default: 'All' },
    sort: { type: 'string', enum: [...SORT_KEYS] },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
    offset: { type: 'integer', minimum: 0, maximum: 100_000_000, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 50 },
  },
} as const;

const decisionBody = {
  type: 'object',
  required: ['decision', 'expectedStatus'],
  additionalProperties: false,
  properties: {
    decision: { type: 'string', enum: ['approve', 'deny'] },
    expectedStatus: { type: 'string', enum: [...CASE_STATUSES] },
  },
} as const;

/** The Idempotency-Key header of a submission: absent, or 16 to 100 URL-safe characters. */
function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header === 'string' && /^[\w-]{16,100}$/.test(header)) return header;
  throw httpError(400, 'The Idempotency-Key header must be 16 to 100 letters, digits, "-" or "_".');
}

/** Patients submit without an account; everything else about a case needs a session. */
export async function caseRoutes(app: FastifyInstance, options: { rateLimits: RateLimits }) {
  app.post<{ Body: { answers: unknown } }>(
    '/api/cases',
    {
      schema: {
        body: {
          type: 'object',
          required: ['answers'],
          properties: { answers: { type: 'object' } },
        },
      },
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
      const answers = parseSurveyAnswers(request.body.answers);
      if (!answers)
        return reply.code(400).send({ error: describeInvalidAnswers(request.body.answers) });
      const key = idempotencyKey(request.headers['idempotency-key']);
      const { repeated, ...stored } = await insertCase(app.db, answers, new Date(), key);
      return reply.code(repeated ? 200 : 201).send({ case: stored });
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/cases',
    // The overview polls this every few seconds: not activity that keeps a session alive.
    {
      schema: { querystring: listQuerySchema },
      preHandler: requireReviewer,
      config: { background: true },
    },
    async (request) => {
      const { q, status, sort, order, offset, limit } = request.query;
      return listCases(app.db, {
        search: q,
        status,
        sort: sort ? { key: sort, order } : null,
        offset,
        limit,
      });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/cases/:id',
    { schema: { params: idParams }, preHandler: requireReviewer },
    async (request) => {
      const found = await findCase(app.db, request.params.id);
      if (!found) throw httpError(404, 'Case not found');
      await recordAccess(app.db, {
        caseId: found.id,
        reviewerId: request.reviewer?.reviewerId ?? 0,
        action: 'view',
        address: request.ip,
      });
      const history = await caseHistory(app.db, found.id);
      return { case: { ...found, history }, history };
    },
  );

  app.post<{ Params: { id: number }; Body: { decision: Decision; expectedStatus: CaseStatus } }>(
    '/api/cases/:id/decision',
    { schema: { params: idParams, body: decisionBody }, preHandler: requireReviewer },
    async (request, reply) => {
      const reviewer = request.reviewer;
      if (!reviewer) throw httpError(401, 'Sign in to continue.');
      const result = await decideCase(app.db, {
        caseId: request.params.id,
        reviewerId: reviewer.reviewerId,
        decision: request.body.decision,
        expectedStatus: request.body.expectedStatus,
      });
      if (result.outcome === 'not-found') throw httpError(404, 'Case not found');
      await recordAccess(app.db, {
        caseId: request.params.id,
        reviewerId: reviewer.reviewerId,
        action: 'decision',
        detail: `${request.body.decision}: ${result.outcome === 'conflict' ? 'refused, the case had changed' : result.case.status}`,
        address: request.ip,
      });
      const history = await caseHistory(app.db, request.params.id);
      const record = { ...result.case, history };
      if (result.outcome === 'conflict') {
        return reply.code(409).send({
          error: `This case was changed by someone else: it is now ${result.case.status}.`,
          case: record,
        });
      }
      return { case: record };
    },
  );
}
