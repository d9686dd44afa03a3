import type { FastifyInstance } from 'fastify';
import { toLocalIsoDate } from '../../machines/case';
import {
  isVerificationCode,
  patientInitials,
  VERIFICATION_TEXT,
  verificationStatus,
} from '../../machines/letter';
import type { RateLimits } from '../rate-limits';
import { letterByCode } from '../letters/letter-store';
import { httpError } from './http-error';

/**
 * The public check of a letter: no account, no health data (the status, dates, the provider
 * and the patient's initials). A code that never existed and a mistyped one get the same
 * answer, and the rate limit keeps anyone from trying codes in bulk.
 */
export async function verifyRoutes(app: FastifyInstance, options: { rateLimits: RateLimits }) {
  app.get<{ Params: { code: string } }>(
    '/api/verify/:code',
    {
      config: {
        rateLimit: {
          max: options.rateLimits.verificationsPerMinute,
          timeWindow: '1 minute',
          errorResponseBuilder: (_request, context) =>
            httpError(429, `Too many checks from this address. Try again in ${context.after}.`),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { code } = request.params;
      const letter = isVerificationCode(code) ? await letterByCode(app.db, code) : undefined;
      if (!letter)
        return reply.code(404).send({ status: 'unknown', error: VERIFICATION_TEXT.unknown });
      return {
        status: verificationStatus(letter.status, letter.validUntil, toLocalIsoDate(new Date())),
        issuedOn: letter.issuedOn,
        validUntil: letter.validUntil,
        provider: {
          fullName: letter.signer.fullName,
          credentials: letter.signer.credentials,
          npi: letter.signer.npi,
        },
        patientInitials: patientInitials(letter.content.patientName),
      };
    },
  );
}
