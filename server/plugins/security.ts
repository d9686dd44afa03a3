import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseRequestLimitStore } from './request-limit-store';
import { API_PREFIX } from '../../machines/api/contract';
import { APP_REQUEST_HEADER } from '../../machines/api/app-request-header';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why a state-changing request is refused as cross-site, or null when it may go on. */
function crossSiteRefusal(request: FastifyRequest): string | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  if (request.headers[APP_REQUEST_HEADER.name.toLowerCase()] !== APP_REQUEST_HEADER.value) {
    return `This request must come from the app itself (${APP_REQUEST_HEADER.name} header missing).`;
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return 'Requests from other sites are not allowed.';
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
    return 'Requests from other sites are not allowed.';
  }
  return null;
}

/**
 * Security headers (a strict CSP: nothing inline runs, no framing), cross-site protection for
 * every state-changing call (SameSite=Strict cookies are the first line, this the second),
 * and the rate limiter, which routes switch on for themselves.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // One framing rule: no page of this app in any frame. X-Frame-Options (for browsers
    // without CSP level 2) says the same as frame-ancestors 'none', not SAMEORIGIN.
    xFrameOptions: { action: 'deny' },
    // The app may be served over plain HTTP on a clinic's LAN; TLS is the proxy's job.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  // Counted in the database: shared by every server process, kept across a restart.
  await app.register(rateLimit, {
    global: false,
    store: databaseRequestLimitStore(app.db, () => app.sessionSettings.now()),
  });
  // API answers carry health data and sessions: no browser, proxy or back/forward cache
  // keeps a copy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', async (request, reply) => {
    const refusal = crossSiteRefusal(request);
    if (refusal) return reply.code(403).send({ error: refusal });
  });
});
