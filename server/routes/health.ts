import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { RETRY_AFTER_SECONDS } from '../db/unavailable';

/** How long /readyz waits for the database before saying it is not ready. */
const READY_TIMEOUT_MS = 2_000;

/**
 * For a load balancer or an orchestrator: /healthz answers while the process runs (restart
 * it when this fails); /readyz only while the database answers too (send no traffic else).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([sql`select 1`.execute(app.db), timeout]);
      return { status: 'ready' };
    } catch {
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
