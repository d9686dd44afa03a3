import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  RECORD_FORMATS,
  type RecordFormat,
  STATUS_NOT_FOUND_MESSAGE,
  STATUS_ROUTES,
} from '../../machines/status';
import { STATUS_ENDPOINTS } from '../../machines/status/status.endpoints';
import { recordAccess } from '../db/access-log';
import { letterFile } from '../letters/letter-file-store';
import type { StoredLetter } from '../letters/letter-store';
import type { RateLimits } from '../rate-limits';
import { readPatientRecord } from '../record/patient-record';
import { recordBundle } from '../record/record-fhir';
import { renderRecordPdf } from '../record/record-pdf';
import { httpError } from './http-error';
import { statusLinkCase } from './status-access';

interface RecordParams {
  token: string;
}

const FORMATS: Record<RecordFormat, { type: string; detail: string }> = {
  pdf: { type: STATUS_ENDPOINTS.recordPdf.fileType, detail: 'record (PDF)' },
  json: { type: STATUS_ENDPOINTS.recordJson.fileType, detail: 'record (FHIR JSON)' },
};

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: STATUS_NOT_FOUND_MESSAGE });
}

/**
 * The patient's own record (HIPAA's right of access), through the status link: everything the
 * case holds, as a readable PDF or as FHIR R4 JSON. Each download is in the access log; like
 * the letter, it is named by the request's number only and never cached.
 */
export async function patientRecordRoutes(
  app: FastifyInstance,
  options: { rateLimits: RateLimits },
) {
  const rateLimit = {
    max: options.rateLimits.statusPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: unknown, context: { after: string }) =>
      httpError(429, `Too many requests from this address. Try again in ${context.after}.`),
  };
  for (const format of RECORD_FORMATS) {
    app.get<{ Params: RecordParams }>(
      STATUS_ROUTES.record[format],
      { config: { rateLimit } },
      async (request, reply) => {
        // Everything the case holds, answers included: only for a link whose check passed.
        const caseId = await statusLinkCase(app, request, reply, { check: true });
        if (caseId === undefined) return reply;
        // The letter as issued and signed, byte for byte, as its own download serves it.
        const letterPdf = (letter: StoredLetter) => letterFile(app.db, letter, app.letterSigning);
        const record = await readPatientRecord(app.db, caseId, letterPdf);
        if (!record) return notFound(reply);
        await recordAccess(app.db, {
          caseId,
          reviewerId: null,
          action: 'record-download',
          detail: FORMATS[format].detail,
          address: request.ip,
        });
        const body =
          format === 'pdf'
            ? Buffer.from(await renderRecordPdf(record))
            : JSON.stringify(recordBundle(record), null, 2);
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', FORMATS[format].type)
          .header('content-disposition', `attachment; filename="record-${caseId}.${format}"`)
          .send(body);
      },
    );
  }
}
