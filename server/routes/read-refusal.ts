import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CaseRecord } from '../../machines/case';
import { decisionRefusal } from '../../machines/letter';
import { recordAccess, recordRepeatedAccess, type AccessAction } from '../db/access-log';
import { findCase } from '../db/cases/find';
import { findProfile } from '../db/reviewers';
import { isBackground, signedInReviewer } from '../plugins/session';
import { httpError } from './http-error';

/** What a read would have been, for the access log: its action, and what was read. */
export interface ReadAttempt {
  action: AccessAction;
  /** "the letter", "the access history": nothing for the case itself. */
  what?: string;
}

/**
 * A case as this reviewer may read it (its answers, letters, access history), or null when
 * there is no such case. The minimum necessary is the cases they may decide by their licences'
 * states, the rule a decision is held to (`decisionRefusal`); the cases with no state, the
 * seeded samples, anyone reads. Every refused read is an access too: it is recorded, under the
 * action that was tried and a detail saying it was refused (the log has no action of its own
 * for a refusal), then answered 403 with the reason ("You are not licensed in Texas").
 */
export async function readableCase(
  app: FastifyInstance,
  request: FastifyRequest,
  caseId: number,
  attempt: ReadAttempt,
): Promise<CaseRecord | null> {
  const found = await findCase(app.db, caseId);
  if (!found) return null;
  const { reviewerId } = signedInReviewer(request);
  const profile = await findProfile(app.db, reviewerId);
  const refusal = decisionRefusal(found.answers?.state ?? null, {
    licensedIn: profile?.licensedIn ?? [],
  });
  if (refusal === null) return found;
  const refused = {
    caseId,
    reviewerId,
    action: attempt.action,
    detail: `refused${attempt.what ? `, ${attempt.what}` : ''}: ${refusal}`,
    address: request.ip,
  };
  // A page left open refreshes by itself: refused again, recorded once per sitting.
  if (isBackground(request))
    await recordRepeatedAccess(app.db, refused, app.sessionSettings.idleMs);
  else await recordAccess(app.db, refused);
  throw httpError(403, refusal);
}
