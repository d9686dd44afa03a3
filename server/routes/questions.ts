import type { FastifyInstance } from 'fastify';
import {
  CASE_ROUTES,
  checkQuestion,
  OPEN_STAGE_LABELS,
  parseBody,
  type CaseStanding,
} from '../../machines/case';
import { QuestionRequestSchema } from '../../machines/case/case.endpoints';
import { askQuestion, caseExchange } from '../db/case-questions';
import { findCase } from '../db/cases/find';
import { findFactor } from '../db/second-factor';
import { caseHistory } from '../db/cases/history';
import { requireReviewer, signedInReviewer } from '../plugins/session';
import { httpError } from './http-error';
import { SECOND_FACTOR_REQUIRED_ERROR } from './cases';
import { refusalFor } from './reviewer-refusal';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** Why the lifecycle did not take a question from where the case stands. */
function questionRefusal(standing: CaseStanding): string {
  if (standing.status !== 'Open') {
    return `This case was decided: it is now ${standing.status}. Only an Open case takes a question.`;
  }
  return `This case is ${OPEN_STAGE_LABELS.waitingForPatient.toLowerCase()}: a new question can be asked once the last one is answered.`;
}

/**
 * A reviewer asks the patient a question before deciding: the same session, licence, signer
 * and second-factor rules as a decision, the text held to its rule, and the lifecycle as the judge of
 * whether the case takes it (Open, no question waiting). The case comes back as the review
 * page reads it.
 */
export async function questionRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: number }; Body: unknown }>(
    CASE_ROUTES.questions,
    { schema: { params: idParams }, preHandler: requireReviewer },
    async (request, reply) => {
      const reviewer = signedInReviewer(request);
      const body = parseBody(QuestionRequestSchema, request.body);
      if (!body) throw httpError(400, 'The request is not valid: question.');
      const question = checkQuestion(body.question);
      if (!question.ok) throw httpError(400, `${question.problem}.`);
      const found = await findCase(app.db, request.params.id);
      if (!found) throw httpError(404, 'Case not found');
      const refusal = await refusalFor(app.db, reviewer.reviewerId, found);
      if (refusal) throw httpError(403, refusal);
      // A question is part of deciding: it needs the second factor, as approve and deny do.
      if (!(await findFactor(app.db, reviewer.reviewerId))) {
        throw httpError(403, SECOND_FACTOR_REQUIRED_ERROR);
      }
      const asked = await askQuestion(app.db, {
        caseId: found.id,
        reviewerId: reviewer.reviewerId,
        question: question.text,
        address: request.ip,
      });
      if (asked.outcome === 'not-found') throw httpError(404, 'Case not found');
      const current = (await findCase(app.db, found.id)) ?? found;
      const [history, exchange] = await Promise.all([
        caseHistory(app.db, found.id),
        caseExchange(app.db, found.id),
      ]);
      const withCase = { case: { ...current, history, exchange } };
      if (asked.outcome === 'refused') {
        return reply.code(409).send({ error: questionRefusal(asked.standing), ...withCase });
      }
      return reply.code(201).send(withCase);
    },
  );
}
