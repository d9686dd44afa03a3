import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  findSession,
  type NewSession,
  SESSION_LIFETIME_MS,
  type SessionReviewer,
} from '../db/sessions';

export const SESSION_COOKIE = 'lmn_session';

declare module 'fastify' {
  interface FastifyRequest {
    reviewer: SessionReviewer | null;
  }
}

/** Cookie parsing and the reviewer of the request, read only on routes that need one. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('reviewer', null);
});

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}

/** preHandler of every route that reads or changes a case: 401 without a live session. */
export async function requireReviewer(request: FastifyRequest, reply: FastifyReply) {
  const token = sessionToken(request);
  const reviewer = token ? await findSession(request.server.db, token) : undefined;
  if (!reviewer) return reply.code(401).send({ error: 'Sign in to continue.' });
  request.reviewer = reviewer;
}

const cookieBase = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/',
  // Secure whenever the browser came over TLS (directly, or via a trusted proxy).
  secure: request.protocol === 'https',
});

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: NewSession,
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...cookieBase(request),
    expires: session.expiresAt,
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieBase(request));
}
