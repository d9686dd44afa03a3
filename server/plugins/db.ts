import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/connect';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * The database every route reads through `app.db`. Whoever opened it closes it (main.ts on
 * SIGTERM, a test in afterAll): the app only borrows it.
 */
export const dbPlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  app.decorate('db', options.db);
});
