import type { FastifyInstance } from 'fastify';
import { ACCESS_ROUTE, type AccessHistoryResponse } from '../../machines/case/case.access-api';
import { caseAccessHistory } from '../db/access-log';
import { findCase } from '../db/cases/find';
import { requireReviewer } from '../plugins/session';
import { httpError } from './http-error';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** GET /api/cases/:id/access: who viewed, downloaded or decided the case, newest first. */
export async function accessRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>(
    ACCESS_ROUTE,
    { schema: { params: idParams }, preHandler: requireReviewer },
    async (request): Promise<AccessHistoryResponse> => {
      if (!(await findCase(app.db, request.params.id))) throw httpError(404, 'Case not found');
      return { access: await caseAccessHistory(app.db, request.params.id) };
    },
  );
}
