import type { FastifyInstance } from 'fastify';
import { ADMIN_ROUTES } from '../../machines/account/admin.api';
import { SecurityEventsQuerySchema } from '../../machines/account/admin.endpoints';
import { parseBody } from '../../machines/api/contract';
import { securityEventsPage } from '../db/security-event-reads';
import { requireAdministrator } from './admin-access';
import { httpError } from './http-error';

/** An administrator reads the security trail: newest first, a page at a time, by reviewer. */
export async function adminSecurityEventRoutes(app: FastifyInstance) {
  app.get<{ Querystring: unknown }>(
    ADMIN_ROUTES.securityEvents,
    { preHandler: requireAdministrator },
    async (request, reply) => {
      const query = parseBody(SecurityEventsQuerySchema, request.query);
      if (!query) throw httpError(400, 'The request is not valid: query.');
      reply.header('cache-control', 'no-store');
      return securityEventsPage(app.db, {
        ...(query.reviewer !== undefined && { reviewerId: Number(query.reviewer) }),
        ...(query.before !== undefined && { before: query.before }),
      });
    },
  );
}
