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
import { planDecisionLetter } from '../letters/decision-letter';
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
    // An approval's letter; checked in full by the letter's own rules (parseLetterRequest).
    diagnoses: { type: 'array', maxItems: 25 },
    recommendation: { type: 'object' },
  },
} as const;

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
      return reply.code(201).send({ case: await insertCase(app.db, answers) });
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/cases',
    { schema: { querystring: listQuerySchema }, preHandler: requireReviewer },
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
      const found = await findCase(app.db, request.params.id);
      if (!found) throw httpError(404, 'Case not found');
      const letter = await planDecisionLetter(app.db, {
        found,
        reviewerId: reviewer.reviewerId,
        decision: request.body.decision,
        body: request.body,
      });
      if (!letter.ok) throw httpError(letter.statusCode, letter.error);
      const result = await decideCase(app.db, {
        caseId: request.params.id,
        reviewerId: reviewer.reviewerId,
        decision: request.body.decision,
        expectedStatus: request.body.expectedStatus,
        alongside: letter.alongside,
      });
      if (result.outcome === 'not-found') throw httpError(404, 'Case not found');
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
