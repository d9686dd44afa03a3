import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BACKGROUND_READ_HEADER } from '../../machines/case/case.api';
import {
  DEFAULT_SESSION_IDLE_MS,
  findSession,
  type NewSession,
  SESSION_LIFETIME_MS,
  type SessionReviewer,
  touchSession,
} from '../db/sessions';
import { httpError } from '../routes/http-error';

export const SESSION_COOKIE = 'lmn_session';

/**
 * The session cookie's name when PUBLIC_URL is https://. A browser keeps a `__Host-` cookie
 * only if it is Secure, for Path=/ and without a Domain: neither a page on another subdomain
 * nor one over plain http can set or overwrite it (a planted session).
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session cookie of a server reached at `publicUrl`: its name, and whether always Secure. */
export function sessionCookieFor(publicUrl: string): { name: string; alwaysSecure: boolean } {
  return publicUrl.startsWith('https://')
    ? { name: HOST_SESSION_COOKIE, alwaysSecure: true }
    : { name: SESSION_COOKIE, alwaysSecure: false };
}

export interface SessionSettings {
  /** A session with no activity for this long ends. */
  idleMs: number;
  /** The clock sessions are judged by (tests move it). */
  now: () => Date;
  /** The cookie's name and whether it is Secure on every answer (`sessionCookieFor`). */
  cookie: { name: string; alwaysSecure: boolean };
}

declare module 'fastify' {
  interface FastifyRequest {
    reviewer: SessionReviewer | null;
  }
  interface FastifyInstance {
    sessionSettings: SessionSettings;
  }
  interface FastifyContextConfig {
    /**
     * A route the page calls by itself (the overview's polling, the session check): it needs
     * a session but is not the reviewer's activity, so it does not keep the session alive.
     */
    background?: boolean;
  }
}

/** Cookie parsing and the reviewer of the request, read only on routes that need one. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: Partial<SessionSettings>) => {
  await app.register(cookie);
  app.decorateRequest('reviewer', null);
  app.decorate('sessionSettings', {
    idleMs: options.idleMs ?? DEFAULT_SESSION_IDLE_MS,
    now: options.now ?? (() => new Date()),
    cookie: options.cookie ?? { name: SESSION_COOKIE, alwaysSecure: false },
  });
});

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[request.server.sessionSettings.cookie.name];
  return token && token.length <= 100 ? token : undefined;
}

/** A read the page made by itself: the route says so, or the page does on a GET. */
export function isBackground(request: FastifyRequest): boolean {
  if (request.routeOptions.config.background) return true;
  return request.method === 'GET' && request.headers[BACKGROUND_READ_HEADER] === '1';
}

/**
 * preHandler of every route that reads or changes a case: 401 without a live session; a
 * request the reviewer made (not a background one) restarts the idle clock.
 */
export async function requireReviewer(request: FastifyRequest, reply: FastifyReply) {
  const token = sessionToken(request);
  const { idleMs, now } = request.server.sessionSettings;
  const at = now();
  const reviewer = token ? await findSession(request.server.db, token, idleMs, at) : undefined;
  if (!token || !reviewer) return reply.code(401).send({ error: 'Sign in to continue.' });
  if (!isBackground(request)) {
    await touchSession(request.server.db, token, at);
    reviewer.idleExpiresAt = new Date(
      Math.min(at.getTime() + idleMs, reviewer.expiresAt.getTime()),
    );
  }
  request.reviewer = reviewer;
}

/**
 * The reviewer `requireReviewer` let through. A route that reads it without that pre-handler
 * is a bug, and gets 401 rather than a made-up reviewer.
 */
export function signedInReviewer(request: FastifyRequest): SessionReviewer {
  if (!request.reviewer) throw httpError(401, 'Sign in to continue.');
  return request.reviewer;
}

/**
 * Whether a cookie set on this answer is Secure: whenever PUBLIC_URL is https:// (the
 * `__Host-` cookie needs it), and whenever the browser came over TLS (directly, or via a
 * trusted proxy). The status link's check cookie follows the same rule.
 */
export function secureCookie(request: FastifyRequest): boolean {
  return request.server.sessionSettings.cookie.alwaysSecure || request.protocol === 'https';
}

const cookieBase = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/',
  secure: secureCookie(request),
});

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: NewSession,
) {
  reply.setCookie(request.server.sessionSettings.cookie.name, session.token, {
    ...cookieBase(request),
    expires: session.expiresAt,
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(request.server.sessionSettings.cookie.name, cookieBase(request));
}
