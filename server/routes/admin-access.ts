import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_FACTOR_REQUIRED, NOT_AN_ADMIN } from '../../machines/account/account.rules';
import { isAdministrator } from '../db/reviewer-accounts';
import { findFactor } from '../db/second-factor';
import { requireReviewer } from '../plugins/session';

/**
 * preHandler of every administrator's route: 401 without a session (as every reviewer's
 * route), 403 for a reviewer who is not an administrator, and 403 for an administrator
 * without a second factor, whose password alone must not manage accounts (as it may not
 * decide a case). A session waiting for its code is no session at all.
 */
export async function requireAdministrator(request: FastifyRequest, reply: FastifyReply) {
  await requireReviewer(request, reply);
  if (reply.sent) return reply;
  if (!request.reviewer) return reply.code(401).send({ error: 'Sign in to continue.' });
  const { reviewerId } = request.reviewer;
  if (!(await isAdministrator(request.server.db, reviewerId))) {
    return reply.code(403).send({ error: NOT_AN_ADMIN });
  }
  if (!(await findFactor(request.server.db, reviewerId))) {
    return reply.code(403).send({ error: ADMIN_FACTOR_REQUIRED });
  }
}
