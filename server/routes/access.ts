import type { FastifyInstance } from 'fastify';
import { ACCESS_ROUTE, type AccessHistoryResponse } from '../../machines/case/case.access-api';
import { caseAccessHistory } from '../db/access-log';
import { requireReviewer } from '../plugins/session';
import { httpError } from './http-error';
import { readableCase } from './read-refusal';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/**
 * GET /api/cases/:id/access: who viewed, downloaded or decided the case, newest first; only
 * for a reviewer who may read the case.
 */
export async function accessRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>(
    ACCESS_ROUTE,
    { schema: { params: idParams }, preHandler: requireReviewer },
    async (request): Promise<AccessHistoryResponse> => {
      const attempt = { action: 'view', what: 'the access history' } as const;
      if (!(await readableCase(app, request, request.params.id, attempt)))
        throw httpError(404, 'Case not found');
      return { access: await caseAccessHistory(app.db, request.params.id) };
    },
  );
}
