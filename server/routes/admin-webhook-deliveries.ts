import type { FastifyInstance } from 'fastify';
import { ADMIN_ROUTES } from '../../machines/account/admin.api';
import { recentWebhookDeliveries } from '../db/webhook-delivery-reads';
import { requireAdministrator } from './admin-access';

/** An administrator reads how the partners' webhook events stand: read-only, newest first. */
export async function adminWebhookDeliveryRoutes(app: FastifyInstance) {
  app.get(
    ADMIN_ROUTES.webhookDeliveries,
    { preHandler: requireAdministrator },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { deliveries: await recentWebhookDeliveries(app.db) };
    },
  );
}
