import type { FastifyInstance } from 'fastify';
import { missingProfileFields, stateCode } from '../../machines/letter';
import { PROFILE_ROUTES } from '../../machines/letter/reviewer-profile.api';
import { findProfile } from '../db/reviewers';
import { requireReviewer } from '../plugins/session';
import { httpError } from './http-error';

/** The signed-in reviewer's profile, for the screens: who signs, and for which states. */
export async function profileRoutes(app: FastifyInstance) {
  app.get(PROFILE_ROUTES.me, { preHandler: requireReviewer }, async (request, reply) => {
    const reviewer = request.reviewer;
    const profile = reviewer && (await findProfile(app.db, reviewer.reviewerId));
    if (!reviewer || !profile) throw httpError(401, 'Sign in to continue.');
    reply.header('cache-control', 'no-store');
    return {
      username: reviewer.username,
      fullName: profile.fullName,
      credentials: profile.credentials,
      npi: profile.npi,
      licensedIn: profile.licensedIn,
      licensedInCodes: profile.licensedIn.map(stateCode),
      missing: missingProfileFields(profile),
    };
  });
}
