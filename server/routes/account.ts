import { verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { RESET_LINK_REFUSED } from '../../machines/account/account.rules';
import { ACCOUNT_ROUTES } from '../../machines/account/account.api';
import {
  ChangePasswordRequestSchema,
  PasswordResetRequestSchema,
} from '../../machines/account/account.endpoints';
import { parseBody } from '../../machines/api/contract';
import { checkPassword } from '../cli/reviewer-rules';
import { resetLinkUsable, useResetLink } from '../db/password-reset-links';
import { findReviewer } from '../db/reviewers';
import { recordSecurityEvent } from '../db/security-events';
import { endOtherSessions } from '../db/sessions';
import { countSignInAttempt } from '../db/sign-in-limits';
import type { RateLimits } from '../rate-limits';
import { hashPassword, type PasswordHashCost } from '../password-hashing';
import { requireReviewer, sessionToken, signedInReviewer } from '../plugins/session';
import { httpError } from './http-error';
import { signInLimit } from './session';

export const WRONG_CURRENT_PASSWORD =
  'Your current password is not right. Type the password you signed in with.';
export const SAME_PASSWORD = 'Choose a new password: this one is your current password.';

/** A reviewer's own password: changed while signed in, or set with a reset link. */
export async function accountRoutes(
  app: FastifyInstance,
  options: { rateLimits: RateLimits; hashCost: PasswordHashCost },
) {
  const limit = signInLimit(options.rateLimits);

  app.post<{ Body: unknown }>(
    ACCOUNT_ROUTES.password,
    { preHandler: requireReviewer },
    async (request, reply) => {
      const signedIn = signedInReviewer(request);
      const body = parseBody(ChangePasswordRequestSchema, request.body);
      if (!body) throw httpError(400, 'The request is not valid: body.');
      // A session left open is not the password: guesses at it count as sign-in attempts do.
      const limited = await countSignInAttempt(
        app.db,
        limit,
        request.ip,
        signedIn.username,
        app.sessionSettings.now(),
      );
      if (!limited.allowed) {
        const seconds = limited.retryAfterSeconds;
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send({ error: `Too many attempts. Try again in ${seconds} seconds.` });
      }
      const reviewer = await findReviewer(app.db, signedIn.username);
      if (!reviewer || !(await verify(reviewer.passwordHash, body.currentPassword))) {
        await recordSecurityEvent(app.db, {
          kind: 'sign-in-failed',
          reviewerId: signedIn.reviewerId,
          address: request.ip,
          detail: 'current password, at a password change',
        });
        throw httpError(403, WRONG_CURRENT_PASSWORD);
      }
      const problem = checkPassword(body.newPassword);
      if (problem) throw httpError(400, problem);
      if (body.newPassword === body.currentPassword) throw httpError(400, SAME_PASSWORD);
      await app.db
        .updateTable('reviewers')
        .set({
          password_hash: await hashPassword(body.newPassword, options.hashCost),
          updated_at: app.sessionSettings.now(),
        })
        .where('id', '=', signedIn.reviewerId)
        .execute();
      const token = sessionToken(request);
      if (token) await endOtherSessions(app.db, signedIn.reviewerId, token);
      await recordSecurityEvent(app.db, {
        kind: 'password-changed',
        reviewerId: signedIn.reviewerId,
        address: request.ip,
        detail: 'by the reviewer; other sessions ended',
      });
      return reply.code(204).send();
    },
  );

  app.post<{ Body: unknown }>(ACCOUNT_ROUTES.passwordReset, async (request, reply) => {
    const body = parseBody(PasswordResetRequestSchema, request.body);
    if (!body) throw httpError(400, 'The request is not valid: body.');
    const now = app.sessionSettings.now();
    // Checked before the slow hash: a stranger's guesses cost the server no argon2.
    if (!(await resetLinkUsable(app.db, body.token, now))) throw httpError(410, RESET_LINK_REFUSED);
    const problem = checkPassword(body.newPassword);
    if (problem) throw httpError(400, problem);
    const reviewerId = await useResetLink(
      app.db,
      body.token,
      await hashPassword(body.newPassword, options.hashCost),
      now,
    );
    if (reviewerId === null) throw httpError(410, RESET_LINK_REFUSED);
    await recordSecurityEvent(app.db, {
      kind: 'password-reset',
      reviewerId,
      address: request.ip,
      detail: 'with a reset link; all sessions ended',
    });
    return reply.code(204).send();
  });
}
