import type { FastifyInstance } from 'fastify';
import { PARTNER_ROUTES } from '../../machines/partner/partner.api';
import { listPartners } from '../db/partners';
import { requireReviewer } from '../plugins/session';

/** A reviewer reads the partners the overview filters by: slug and name, nothing else. */
export async function partnerRoutes(app: FastifyInstance) {
  app.get(PARTNER_ROUTES.list, { preHandler: requireReviewer }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { partners: await listPartners(app.db) };
  });
}
