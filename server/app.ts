import Fastify, { type FastifyError, type FastifyServerOptions, LogController } from 'fastify';
import type { Database } from './db/connect';
import { dbPlugin } from './plugins/db';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticPlugin } from './plugins/static';
import { caseRoutes } from './routes/cases';
import { letterRoutes } from './routes/letters';
import { profileRoutes } from './routes/profile';
import { verifyRoutes } from './routes/verify';
import { sessionRoutes } from './routes/session';

export interface RateLimits {
  /** Sign-in attempts per minute for one address and username. */
  loginPerMinute: number;
  /** Submissions per minute from one address. */
  submissionsPerMinute: number;
  /** Letter checks (`/api/verify/:code`) per minute from one address. */
  verificationsPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerMinute: 5,
  submissionsPerMinute: 60,
  verificationsPerMinute: 30,
};

export interface AppOptions {
  db: Database;
  /** The built app to serve; omitted: the API alone (tests). */
  distDir?: string;
  /** Fastify's trustProxy: set it when a TLS proxy sits in front (X-Forwarded-Proto/For). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
}

/** The server, built from its plugins; tests `inject()` into it, main.ts listens. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    // No per-request log lines: URLs carry patients' names (overview searches).
    logController: new LogController({ disableRequestLogging: true }),
  });
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ error: `The request is not valid: ${error.message}.` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ error: 'Something went wrong on the server. Try again.' });
    }
    return reply.code(status).send({ error: error.message });
  });

  await app.register(dbPlugin, { db: options.db });
  await app.register(securityPlugin);
  await app.register(sessionPlugin);
  await app.register(sessionRoutes, { rateLimits });
  await app.register(caseRoutes, { rateLimits });
  await app.register(letterRoutes);
  await app.register(profileRoutes);
  await app.register(verifyRoutes, { rateLimits });
  if (options.distDir) {
    await app.register(staticPlugin, { distDir: options.distDir });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found.' }));
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
