import QRCode from 'qrcode';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseBody } from '../../machines/api/contract';
import {
  FactorCodeRequestSchema,
  normalizeFactorCode,
  parseFactorCode,
  SECOND_FACTOR_ROUTES,
  type SecondFactorStatus,
} from '../../machines/session/second-factor.api';
import type { RateLimits } from '../rate-limits';
import { normalizeUsername } from '../db/reviewers';
import {
  completeEnrolment,
  findFactor,
  pendingEnrolmentSecret,
  recoveryCodesLeft,
  startEnrolment,
  takeRecoveryCode,
  takeTotpStep,
} from '../db/second-factor';
import { recordSecurityEvent } from '../db/security-events';
import { createSession, findFactorWait } from '../db/sessions';
import { countSignInAttempt, recordSignIn } from '../db/sign-in-limits';
import {
  requireReviewer,
  sessionToken,
  setSessionCookie,
  signedInReviewer,
} from '../plugins/session';
import { newRecoveryCodes, recoveryCodeHash } from '../second-factor/recovery-codes';
import { checkTotp, newTotpSecret, otpauthUri } from '../second-factor/totp';
import { httpError } from './http-error';
import { signInLimit } from './session';

const WRONG_CODE =
  'That code is not right. Enter the code your authenticator app shows now, or one of your recovery codes.';
const NO_WAITING_SIGN_IN = 'Your sign-in has ended. Please enter your username and password again.';

type CodeCheck =
  { ok: true; by: 'authenticator' | 'recovery code' } | { ok: false; detail: string };

/** Takes the code if it is right and unused: an authenticator's (once per step) or a recovery code (once). */
async function takeCode(
  app: FastifyInstance,
  reviewerId: number,
  typed: string,
): Promise<CodeCheck> {
  const now = app.sessionSettings.now();
  const code = parseFactorCode(typed);
  if (code.kind === 'recovery') {
    const taken = await takeRecoveryCode(app.db, reviewerId, recoveryCodeHash(code.code), now);
    return taken ? { ok: true, by: 'recovery code' } : { ok: false, detail: 'recovery code' };
  }
  const factor = await findFactor(app.db, reviewerId);
  if (code.kind === 'invalid' || !factor) return { ok: false, detail: 'not a code' };
  const verdict = checkTotp(factor.secret, code.code, now, factor.lastStep);
  if (!verdict.ok) return { ok: false, detail: `authenticator code ${verdict.reason}` };
  // Another request may have taken the step meanwhile: then this one is a replay.
  if (!(await takeTotpStep(app.db, reviewerId, verdict.step))) {
    return { ok: false, detail: 'authenticator code replayed' };
  }
  return { ok: true, by: 'authenticator' };
}

/** Counts a code's attempt against the sign-in throttle; answers 429 when it is refused. */
async function throttled(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  rateLimits: RateLimits,
  waiting: { reviewerId: number; username: string },
): Promise<boolean> {
  const limited = await countSignInAttempt(
    app.db,
    signInLimit(rateLimits),
    request.ip,
    normalizeUsername(waiting.username),
    app.sessionSettings.now(),
  );
  if (limited.allowed) return false;
  const seconds = limited.retryAfterSeconds;
  if (limited.blockBegan) {
    await recordSecurityEvent(app.db, {
      kind: 'sign-in-blocked',
      reviewerId: waiting.reviewerId,
      address: request.ip,
      detail: `at the second factor, for ${seconds} seconds`,
    });
  }
  await reply
    .code(429)
    .header('Retry-After', String(seconds))
    .send({ error: `Too many sign-in attempts. Try again in ${seconds} seconds.` });
  return true;
}

/** The second factor: the sign-in's code step, and a reviewer's enrolment. */
export async function secondFactorRoutes(
  app: FastifyInstance,
  options: { rateLimits: RateLimits },
) {
  app.post<{ Body: unknown }>(SECOND_FACTOR_ROUTES.signInCode, async (request, reply) => {
    const body = parseBody(FactorCodeRequestSchema, request.body);
    if (!body) throw httpError(400, 'The request is not valid: body.');
    const token = sessionToken(request);
    const waiting = token && (await findFactorWait(app.db, token, app.sessionSettings.now()));
    if (!waiting) return reply.code(401).send({ error: NO_WAITING_SIGN_IN });
    if (await throttled(app, request, reply, options.rateLimits, waiting)) return reply;
    const taken = await takeCode(app, waiting.reviewerId, body.code);
    if (!taken.ok) {
      await recordSecurityEvent(app.db, {
        kind: 'factor-failed',
        reviewerId: waiting.reviewerId,
        address: request.ip,
        detail: taken.detail,
      });
      return reply.code(401).send({ error: WRONG_CODE });
    }
    await recordSignIn(app.db, request.ip, normalizeUsername(waiting.username));
    if (taken.by === 'recovery code') {
      const left = await recoveryCodesLeft(app.db, waiting.reviewerId);
      await recordSecurityEvent(app.db, {
        kind: 'recovery-code-used',
        reviewerId: waiting.reviewerId,
        address: request.ip,
        detail: `${left} left`,
      });
    }
    await recordSecurityEvent(app.db, {
      kind: 'sign-in',
      reviewerId: waiting.reviewerId,
      address: request.ip,
      detail: `with ${taken.by === 'authenticator' ? 'an authenticator code' : 'a recovery code'}`,
    });
    const session = await createSession(app.db, waiting.reviewerId, app.sessionSettings.now());
    setSessionCookie(request, reply, session);
    return { username: waiting.username };
  });

  app.get(SECOND_FACTOR_ROUTES.status, { preHandler: requireReviewer }, async (request, reply) => {
    const { reviewerId } = signedInReviewer(request);
    const factor = await findFactor(app.db, reviewerId);
    reply.header('cache-control', 'no-store');
    const status: SecondFactorStatus = {
      enrolled: factor !== undefined,
      enrolledAt: factor?.enrolledAt.toISOString() ?? null,
      recoveryCodesLeft: factor ? await recoveryCodesLeft(app.db, reviewerId) : 0,
    };
    return status;
  });

  app.post(SECOND_FACTOR_ROUTES.start, { preHandler: requireReviewer }, async (request, reply) => {
    const reviewer = signedInReviewer(request);
    // Replacing a factor would let anyone holding a session take the account over.
    if (await findFactor(app.db, reviewer.reviewerId)) {
      throw httpError(409, 'You have already set up a second factor.');
    }
    const secret = newTotpSecret();
    await startEnrolment(app.db, reviewer.reviewerId, secret);
    const uri = otpauthUri(secret, reviewer.username);
    reply.header('cache-control', 'no-store');
    return {
      secret,
      otpauthUri: uri,
      qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 2 }),
    };
  });

  app.post<{ Body: unknown }>(
    SECOND_FACTOR_ROUTES.confirm,
    { preHandler: requireReviewer },
    async (request, reply) => {
      const reviewer = signedInReviewer(request);
      const body = parseBody(FactorCodeRequestSchema, request.body);
      if (!body) throw httpError(400, 'The request is not valid: body.');
      if (await findFactor(app.db, reviewer.reviewerId)) {
        throw httpError(409, 'You have already set up a second factor.');
      }
      const secret = await pendingEnrolmentSecret(app.db, reviewer.reviewerId);
      if (!secret) throw httpError(409, 'Start the set-up first: no secret is waiting for a code.');
      const code = parseFactorCode(body.code);
      const now = app.sessionSettings.now();
      const verdict = code.kind === 'totp' ? checkTotp(secret, code.code, now, null) : null;
      if (!verdict?.ok) {
        throw httpError(
          422,
          'That code does not match the secret. Enter the six digits your app shows now.',
        );
      }
      const recoveryCodes = newRecoveryCodes();
      await completeEnrolment(app.db, reviewer.reviewerId, {
        secret,
        step: verdict.step,
        recoveryCodeHashes: recoveryCodes.map((shown) =>
          recoveryCodeHash(normalizeFactorCode(shown)),
        ),
        at: now,
      });
      await recordSecurityEvent(app.db, {
        kind: 'factor-enrolled',
        reviewerId: reviewer.reviewerId,
        address: request.ip,
        detail: 'authenticator app, new recovery codes',
      });
      reply.header('cache-control', 'no-store');
      return { recoveryCodes };
    },
  );
}
