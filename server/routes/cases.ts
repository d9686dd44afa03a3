import type { FastifyInstance } from 'fastify';
import {
  CASE_ROUTES,
  DecisionRequestSchema,
  parseBody,
  parseCasePageParams,
  SubmissionRequestSchema,
} from '../../machines/case';
import type { RateLimits } from '../app';
import { caseHistory, decideCase, findCase, insertCase, listCases } from '../db/cases';
import { planDecisionLetter } from '../letters/decision-letter';
import { requireReviewer } from '../plugins/session';
import { describeInvalidAnswers } from '../submission-errors';
import { httpError } from './http-error';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** A refused request, worded as the app's error handler words a schema's refusal. */
const invalid = (what: string) => httpError(400, `The request is not valid: ${what}.`);

/**
 * Patients submit without an account; everything else about a case needs a session. Bodies
 * and the list query are parsed by the case contract's schemas (machines/case/case.api.ts),
 * the same the browser's client reads the answers with.
 */
export async function caseRoutes(app: FastifyInstance, options: { rateLimits: RateLimits }) {
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
        const answers = (request.body as { answers?: unknown } | null)?.answers;
        if (typeof answers !== 'object' || answers === null) throw invalid('answers');
        return reply.code(400).send({ error: describeInvalidAnswers(answers) });
      }
      return reply.code(201).send({ case: await insertCase(app.db, submitted.answers) });
    },
  );

  app.get(CASE_ROUTES.cases, { preHandler: requireReviewer }, async (request) => {
    const parsed = parseCasePageParams(request.query as Record<string, unknown>);
    if ('invalid' in parsed) throw invalid(parsed.invalid.join(', '));
    return listCases(app.db, parsed.query);
  });

  app.get<{ Params: { id: number } }>(
    CASE_ROUTES.case,
    { schema: { params: idParams }, preHandler: requireReviewer },
    async (request) => {
      const found = await findCase(app.db, request.params.id);
      if (!found) throw httpError(404, 'Case not found');
      return { case: { ...found, history: await caseHistory(app.db, found.id) } };
    },
  );

  app.post<{ Params: { id: number }; Body: unknown }>(
    CASE_ROUTES.decision,
    { schema: { params: idParams }, preHandler: requireReviewer },
    async (request, reply) => {
      const reviewer = request.reviewer;
      if (!reviewer) throw httpError(401, 'Sign in to continue.');
      const body = parseBody(DecisionRequestSchema, request.body);
      if (!body) throw invalid('body');
      const found = await findCase(app.db, request.params.id);
      if (!found) throw httpError(404, 'Case not found');
      const letter = await planDecisionLetter(app.db, {
        found,
        reviewerId: reviewer.reviewerId,
        decision: body.decision,
        body,
      });
      if (!letter.ok) throw httpError(letter.statusCode, letter.error);
      const result = await decideCase(app.db, {
        caseId: request.params.id,
        reviewerId: reviewer.reviewerId,
        decision: body.decision,
        expectedStatus: body.expectedStatus,
        alongside: letter.alongside,
      });
      if (result.outcome === 'not-found') throw httpError(404, 'Case not found');
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
