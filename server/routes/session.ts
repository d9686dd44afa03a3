import { randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseBody } from '../../machines/api/contract';
import { SESSION_ROUTES, type SessionTiming } from '../../machines/session';
import { SignInRequestSchema } from '../../machines/session/session.endpoints';
import type { RateLimits } from '../rate-limits';
import { hashPassword, type PasswordHashCost } from '../password-hashing';
import { isAdministrator } from '../db/reviewer-accounts';
import { findReviewer, normalizeUsername } from '../db/reviewers';
import { recordSecurityEvent } from '../db/security-events';
import { findFactor } from '../db/second-factor';
import { createFactorWait, createSession, deleteSession } from '../db/sessions';
import { httpError } from './http-error';
import { acceptedText } from './text-input';
import { countSignInAttempt, recordSignIn } from '../db/sign-in-limits';
import type { SignInLimit } from '../sign-in-throttle';
import {
  clearSessionCookie,
  requireReviewer,
  sessionToken,
  setSessionCookie,
  signedInReviewer,
} from '../plugins/session';

const WRONG_CREDENTIALS = 'Username or password is incorrect';

/**
 * The idle timing the page counts down (machines/session/session.api.ts): the configured
 * length and what is left of it now, on the server's clock.
 */
function sessionTiming(request: FastifyRequest): SessionTiming {
  const { idleMs, now } = request.server.sessionSettings;
  const idleExpiresAt = request.reviewer?.idleExpiresAt.getTime() ?? 0;
  return { idleMs, idleRemainingMs: Math.max(0, idleExpiresAt - now().getTime()) };
}

/** The throttle's limits, which a password and a second factor's code count against alike. */
export function signInLimit(rateLimits: RateLimits): SignInLimit {
  return {
    perUsernameAtAddress: rateLimits.loginPerMinute,
    perAddress: rateLimits.loginPerAddressPerMinute,
  };
}

/** Sign in, who am I, sign out. */
export async function sessionRoutes(
  app: FastifyInstance,
  options: { rateLimits: RateLimits; hashCost: PasswordHashCost },
) {
  // An unknown username still costs one argon2 verification, so timing does not tell
  // which usernames exist.
  const decoyHash = hashPassword(randomBytes(32), options.hashCost);
  const limit = signInLimit(options.rateLimits);

  app.post<{ Body: unknown }>(SESSION_ROUTES.session, async (request, reply) => {
    const body = parseBody(SignInRequestSchema, request.body);
    if (!body) throw httpError(400, 'The request is not valid: body.');
    const { password } = body;
    const username = acceptedText(body.username, 'the username');
    const limited = await countSignInAttempt(
      app.db,
      limit,
      request.ip,
      normalizeUsername(username),
      app.sessionSettings.now(),
    );
    if (!limited.allowed) {
      const seconds = limited.retryAfterSeconds;
      // Once per block, not per refusal: a flood of refused tries adds nothing to the trail.
      if (limited.blockBegan) {
        const named = await findReviewer(app.db, username);
        await recordSecurityEvent(app.db, {
          kind: 'sign-in-blocked',
          reviewerId: named?.id ?? null,
          address: request.ip,
          detail: `for ${seconds} seconds`,
        });
      }
      return reply
        .code(429)
        .header('Retry-After', String(seconds))
        .send({ error: `Too many sign-in attempts. Try again in ${seconds} seconds.` });
    }
    const reviewer = await findReviewer(app.db, username);
    const matches = await verify(reviewer?.passwordHash ?? (await decoyHash), password);
    // A disabled account gets the answer a wrong password gets: it tells nothing more.
    if (!reviewer || !matches || reviewer.disabled) {
      await recordSecurityEvent(app.db, {
        kind: 'sign-in-failed',
        reviewerId: reviewer?.id ?? null,
        address: request.ip,
        ...(reviewer?.disabled && matches && { detail: 'account disabled' }),
      });
      return reply.code(401).send({ error: WRONG_CREDENTIALS });
    }
    if (await findFactor(app.db, reviewer.id)) {
      // No session yet, and the throttle's count stands: the code's attempts add to it, so
      // the password cannot buy fresh guesses at the code (routes/second-factor.ts).
      const wait = await createFactorWait(app.db, reviewer.id, app.sessionSettings.now());
      setSessionCookie(request, reply, wait);
      return reply.code(202).send({ factorRequired: true });
    }
    await recordSignIn(app.db, request.ip, normalizeUsername(username));
    await recordSecurityEvent(app.db, {
      kind: 'sign-in',
      reviewerId: reviewer.id,
      address: request.ip,
    });
    const session = await createSession(app.db, reviewer.id, app.sessionSettings.now());
    setSessionCookie(request, reply, session);
    return { username: reviewer.username };
  });

  // Checking the session is not activity: the page asks on its own.
  app.get(
    SESSION_ROUTES.session,
    { preHandler: requireReviewer, config: { background: true } },
    async (request) => {
      const reviewer = signedInReviewer(request);
      return {
        username: reviewer.username,
        admin: await isAdministrator(app.db, reviewer.reviewerId),
        idleExpiresAt: reviewer.idleExpiresAt.toISOString(),
        ...sessionTiming(request),
      };
    },
  );

  // "Stay signed in", or the reviewer typing and clicking on a page that sends nothing.
  app.post(SESSION_ROUTES.activity, { preHandler: requireReviewer }, async (request) => ({
    idleExpiresAt: request.reviewer?.idleExpiresAt.toISOString(),
    ...sessionTiming(request),
  }));

  app.delete(SESSION_ROUTES.session, async (request, reply) => {
    const token = sessionToken(request);
    const reviewerId = token ? await deleteSession(app.db, token) : null;
    if (reviewerId !== null) {
      await recordSecurityEvent(app.db, { kind: 'sign-out', reviewerId, address: request.ip });
    }
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
}
