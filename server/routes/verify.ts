import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseBody } from '../../machines/api/contract';
import { toLocalIsoDate } from '../../machines/case';
import {
  interventionStartDate,
  isPatientLastName,
  isVerificationCode,
  VERIFICATION_TEXT,
  verificationStatus,
} from '../../machines/letter';
import {
  DETAILS_REFUSED_TEXT,
  LetterDetailsRequestSchema,
  letterDetails,
  type Verification,
  VERIFY_ROUTES,
} from '../../machines/letter/letter.verification';
import { recordAccess } from '../db/access-log';
import type { RateLimits } from '../rate-limits';
import { letterByCode, type StoredLetter } from '../letters/letter-store';
import { httpError } from './http-error';

/** What the public verification shows: the letter, its signer and its file's fingerprint. */
function publicPart(letter: StoredLetter): Verification {
  return {
    status: verificationStatus(letter.status, letter.validUntil, toLocalIsoDate(new Date())),
    letterNumber: letter.id,
    issuedOn: letter.issuedOn,
    interventionStartDate: interventionStartDate(letter.content),
    validUntil: letter.validUntil,
    product: letter.content.recommendation.product,
    provider: {
      fullName: letter.signer.fullName,
      credentials: letter.signer.credentials,
      npi: letter.signer.npi,
      licence: letter.content.provider.licence,
    },
    fingerprint: letter.fingerprint,
  };
}

/** Every check is an access to the case: recorded with its address, never with a name. */
function recordCheck(
  app: FastifyInstance,
  request: FastifyRequest,
  letter: StoredLetter,
  what: string,
) {
  return recordAccess(app.db, {
    caseId: letter.caseId,
    reviewerId: null,
    action: 'letter-check',
    detail: `letter no. ${letter.id}: ${what}`,
    address: request.ip,
  });
}

/**
 * The public check of a letter: no account. The status, dates, the signer, the product and
 * the file's fingerprint for anyone with the code; the letter's content (the patient's name
 * and diagnoses) only with the patient's last name too. A code that never existed, a
 * mistyped one and a wrong last name get the same answers, and the rate limit keeps anyone
 * from trying codes or names in bulk.
 */
export async function verifyRoutes(app: FastifyInstance, options: { rateLimits: RateLimits }) {
  const rateLimit = {
    max: options.rateLimits.verificationsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: unknown, context: { after: string }) =>
      httpError(429, `Too many checks from this address. Try again in ${context.after}.`),
  };
  const find = (code: string) =>
    isVerificationCode(code) ? letterByCode(app.db, code) : undefined;

  app.get<{ Params: { code: string } }>(
    VERIFY_ROUTES.verification,
    { config: { rateLimit } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const letter = await find(request.params.code);
      if (!letter)
        return reply.code(404).send({ status: 'unknown', error: VERIFICATION_TEXT.unknown });
      await recordCheck(app, request, letter, 'status checked');
      return publicPart(letter);
    },
  );

  app.post<{ Params: { code: string }; Body: unknown }>(
    VERIFY_ROUTES.details,
    { config: { rateLimit } },
    async (request, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const body = parseBody(LetterDetailsRequestSchema, request.body);
      if (!body) throw httpError(400, 'Enter the patient’s last name as printed on the letter.');
      const letter = await find(request.params.code);
      const known = letter && isPatientLastName(letter.content.patientName, body.lastName);
      if (letter)
        await recordCheck(app, request, letter, known ? 'details shown' : 'wrong last name');
      if (!letter || !known) return reply.code(404).send({ error: DETAILS_REFUSED_TEXT });
      return { details: letterDetails(letter.content) };
    },
  );
}
