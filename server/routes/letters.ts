import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toLocalIsoDate } from '../../machines/case';
import { verificationStatus } from '../../machines/letter';
import { LETTER_ROUTES } from '../../machines/letter/letter.api';
import { recordAccess } from '../db/access-log';
import { letterFile } from '../letters/letter-file-store';
import { latestLetter, type StoredLetter } from '../letters/letter-store';
import { verificationUrl } from '../letters/signed-letter-file';
import { requireReviewer, signedInReviewer } from '../plugins/session';
import { httpError } from './http-error';
import { readableCase, type ReadAttempt } from './read-refusal';

const caseParams = {
  type: 'object',
  required: ['caseId'],
  properties: { caseId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/**
 * A letter as its PDF, to keep and not to cache, named by its number only (no name, no
 * health data): the file made when it was issued, byte for byte, for the reviewer and for
 * the patient's status link alike. Nothing of the request goes into it.
 */
export async function sendLetterPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  letter: Pick<StoredLetter, 'id' | 'content' | 'verificationCode'>,
) {
  const pdf = await letterFile(app.db, letter, app.letterSigning);
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="letter-of-medical-necessity-${letter.id}.pdf"`,
    )
    .send(pdf);
}

/** The case's latest letter, for a reviewer who may read the case (403 otherwise). */
async function letterOf(
  app: FastifyInstance,
  request: FastifyRequest,
  caseId: number,
  attempt: ReadAttempt,
): Promise<StoredLetter> {
  await readableCase(app, request, caseId, attempt);
  const letter = await latestLetter(app.db, caseId);
  if (!letter)
    throw httpError(404, 'This case has no letter: a letter is issued when the case is approved.');
  return letter;
}

/** A case's letter for the reviewers who may read the case: as JSON for the letter page, and as its PDF. */
export async function letterRoutes(app: FastifyInstance) {
  app.get<{ Params: { caseId: number } }>(
    LETTER_ROUTES.letter,
    { schema: { params: caseParams }, preHandler: requireReviewer },
    async (request, reply) => {
      const attempt = { action: 'view', what: 'the letter' } as const;
      const letter = await letterOf(app, request, request.params.caseId, attempt);
      // The letter shows the patient's name and diagnoses: reading it is a view of the case.
      await recordAccess(app.db, {
        caseId: letter.caseId,
        reviewerId: signedInReviewer(request).reviewerId,
        action: 'view',
        detail: `letter no. ${letter.id}`,
        address: request.ip,
      });
      reply.header('cache-control', 'no-store');
      return {
        letter: {
          id: letter.id,
          caseId: letter.caseId,
          status: verificationStatus(letter.status, letter.validUntil, toLocalIsoDate(new Date())),
          content: letter.content,
          verificationUrl: verificationUrl(app.letterSigning.publicUrl, letter.verificationCode),
        },
      };
    },
  );

  app.get<{ Params: { caseId: number } }>(
    LETTER_ROUTES.pdf,
    { schema: { params: caseParams }, preHandler: requireReviewer },
    async (request, reply) => {
      const attempt = { action: 'letter-download' } as const;
      const letter = await letterOf(app, request, request.params.caseId, attempt);
      if (letter.status !== 'valid')
        throw httpError(
          409,
          `This letter was ${letter.status}: only the valid letter is issued as a PDF.`,
        );
      await recordAccess(app.db, {
        caseId: letter.caseId,
        reviewerId: signedInReviewer(request).reviewerId,
        action: 'letter-download',
        detail: `letter no. ${letter.id}`,
        address: request.ip,
      });
      return sendLetterPdf(app, reply, letter);
    },
  );
}
