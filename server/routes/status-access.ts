import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_NOT_FOUND_MESSAGE, STATUS_API } from '../../machines/status';
import {
  STATUS_CHECK_COOKIE,
  STATUS_CHECK_NEEDED_MESSAGE,
} from '../../machines/status/status-check';
import { STATUS_LINK_EXPIRED_MESSAGE } from '../../machines/status/status-link-expiry';
import { secureCookie } from '../plugins/session';
import { createStatusCheck, hasPassedStatusCheck } from '../status/status-checks';
import { statusLinkState } from '../status/status-link-state';

/** What a route asks of a status link besides that it opens a case. */
export interface StatusAccessNeeds {
  /** The patient's last name was checked (the letter, a question or an answer). */
  check: boolean;
}

/**
 * The case a status link opens for this request, or undefined once the refusal is sent:
 * 404 for a link that matches nothing (malformed or unknown alike), 410 for one that has
 * expired, 401 when the route shows what only a checked link may see. No refusal carries
 * anything of the case.
 */
export async function statusLinkCase(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { token: string } }>,
  reply: FastifyReply,
  needs: StatusAccessNeeds,
): Promise<number | undefined> {
  const now = app.sessionSettings.now();
  const link = await statusLinkState(app.db, request.params.token, now);
  if (link.kind === 'unknown') {
    await reply.code(404).send({ error: STATUS_NOT_FOUND_MESSAGE });
    return undefined;
  }
  if (link.kind === 'expired') {
    await reply.code(410).send({ error: STATUS_LINK_EXPIRED_MESSAGE });
    return undefined;
  }
  if (needs.check) {
    const cookie = request.cookies[STATUS_CHECK_COOKIE];
    if (!(await hasPassedStatusCheck(app.db, link.caseId, cookie, now))) {
      await reply.code(401).send({ error: STATUS_CHECK_NEEDED_MESSAGE, check: 'last-name' });
      return undefined;
    }
  }
  return link.caseId;
}

/**
 * Opens the link for a while: the check's cookie, httpOnly, sent only with this link's own
 * API requests (its path), so the letter's download carries it and no URL does.
 */
export async function grantStatusCheck(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { token: string } }>,
  reply: FastifyReply,
  caseId: number,
): Promise<void> {
  const check = await createStatusCheck(app.db, caseId, app.sessionSettings.now());
  reply.setCookie(STATUS_CHECK_COOKIE, check.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookie(request),
    path: STATUS_API.status(request.params.token),
    expires: check.expiresAt,
  });
}
