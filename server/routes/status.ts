import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkAnswer } from '../../machines/case';
import { parseBody } from '../../machines/api/contract';
import { LastNameRequestSchema } from '../../machines/letter/last-name-request';
import {
  ANSWER_AFTER_DECISION,
  ANSWER_ALREADY_SENT,
  parseContactEmail,
  STATUS_NOT_FOUND_MESSAGE,
  STATUS_ROUTES,
} from '../../machines/status';
import {
  EMAIL_CONFIRMATION_UNKNOWN_MESSAGE,
  EmailConfirmationRequestSchema,
} from '../../machines/status/email-confirmation';
import { STATUS_CHECK_REFUSED_MESSAGE } from '../../machines/status/status-check';
import {
  ContactEmailRequestSchema,
  PatientAnswerRequestSchema,
} from '../../machines/status/status.endpoints';
import type { RateLimits } from '../rate-limits';
import { recordAccess, recordRepeatedView } from '../db/access-log';
import { answerQuestion } from '../db/case-questions';
import { confirmContactEmail, saveContactEmail } from '../mail/outbox';
import { patientLetter } from '../status/patient-letter';
import { readPatientStatus } from '../status/patient-status';
import { isLastNameOfCase } from '../status/status-checks';
import { httpError } from './http-error';
import { sendLetterPdf } from './letters';
import { grantStatusCheck, statusLinkCase } from './status-access';

interface TokenParams {
  token: string;
}

export interface StatusRouteOptions {
  rateLimits: RateLimits;
  /** Whether mail is configured: only then may a patient leave an email. */
  emailUpdates: boolean;
}

// The token is checked in the handler (`statusLinkCase`), not by a schema: a malformed token
// must get the very same answer as an unknown one.
function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: STATUS_NOT_FOUND_MESSAGE });
}

/** A body that is not the contract's, refused before anything is looked up. */
const invalidBody = () => httpError(400, 'The request is not valid: body.');

/**
 * The patient's private link: no account, the token is the first key, the patient's last
 * name the second before anything of their health shows (docs/decisions/2026-11-27-status-
 * link-check.md). A link stops working a while after the case's last decision.
 */
export async function statusRoutes(app: FastifyInstance, options: StatusRouteOptions) {
  const rateLimit = {
    max: options.rateLimits.statusPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: unknown, context: { after: string }) =>
      httpError(429, `Too many requests from this address. Try again in ${context.after}.`),
  };
  // A last name is checked as a letter's is, and held to the same limit per address.
  const checkLimit = {
    max: options.rateLimits.verificationsPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: unknown, context: { after: string }) =>
      httpError(429, `Too many tries from this address. Try again in ${context.after}.`),
  };

  // Status changes while the page is open: like every API answer, none is kept by the browser
  // or a proxy (Cache-Control: no-store, plugins/security.ts).

  app.get(STATUS_ROUTES.config, async () => ({ emailUpdates: options.emailUpdates }));

  app.get<{ Params: TokenParams }>(
    STATUS_ROUTES.status,
    { config: { rateLimit } },
    async (request, reply) => {
      const caseId = await statusLinkCase(app, request, reply, { check: true });
      if (caseId === undefined) return reply;
      const status = await readPatientStatus(app.db, caseId);
      if (!status) return notFound(reply);
      // The page polls while open: one view per sitting, as a reviewer's open case.
      await recordRepeatedView(
        app.db,
        { caseId, reviewerId: null, address: request.ip },
        app.sessionSettings.idleMs,
      );
      return status;
    },
  );

  // The same PDF the reviewer downloads, recorded in the case's access log as the patient's.
  app.get<{ Params: TokenParams }>(
    STATUS_ROUTES.letterPdf,
    { config: { rateLimit } },
    async (request, reply) => {
      const caseId = await statusLinkCase(app, request, reply, { check: true });
      if (caseId === undefined) return reply;
      const letter = await patientLetter(app.db, caseId);
      if (!letter) return notFound(reply);
      await recordAccess(app.db, {
        caseId,
        reviewerId: null,
        action: 'letter-download',
        detail: `letter no. ${letter.id}`,
        address: request.ip,
      });
      return sendLetterPdf(app, reply, letter);
    },
  );

  // The patient's answer to a reviewer's question: once, while the case waits for it.
  app.post<{ Params: TokenParams & { number: number }; Body: unknown }>(
    STATUS_ROUTES.answer,
    {
      config: { rateLimit },
      schema: {
        params: {
          type: 'object',
          required: ['token', 'number'],
          properties: {
            token: { type: 'string' },
            number: { type: 'integer', minimum: 1, maximum: 10000 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = parseBody(PatientAnswerRequestSchema, request.body);
      if (!body) throw invalidBody();
      const caseId = await statusLinkCase(app, request, reply, { check: true });
      if (caseId === undefined) return reply;
      const answer = checkAnswer(body.answer);
      if (!answer.ok) throw httpError(400, `${answer.problem}.`);
      const result = await answerQuestion(app.db, {
        caseId,
        number: request.params.number,
        answer: answer.text,
        address: request.ip,
      });
      if (result.outcome === 'not-found') throw httpError(404, 'There is no such question.');
      if (result.outcome === 'already-answered') throw httpError(409, ANSWER_ALREADY_SENT);
      if (result.outcome === 'decided') throw httpError(409, ANSWER_AFTER_DECISION);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: TokenParams; Body: unknown }>(
    STATUS_ROUTES.email,
    { config: { rateLimit } },
    async (request, reply) => {
      const body = parseBody(ContactEmailRequestSchema, request.body);
      if (!body) throw invalidBody();
      // Giving an address shows nothing of the case: the thank-you screen offers it unchecked.
      const caseId = await statusLinkCase(app, request, reply, { check: false });
      if (caseId === undefined) return reply;
      if (!options.emailUpdates) throw httpError(409, 'Email updates are not offered here.');
      const email = parseContactEmail(body.email);
      if (!email) throw httpError(400, 'Enter an email address such as name@example.com.');
      if (!(await saveContactEmail(app.db, caseId, email))) {
        throw httpError(409, 'An email address was already given for this request.');
      }
      return reply.code(204).send();
    },
  );

  // Every wrong name gets one answer, whatever was wrong with it, and counts toward the limit.
  app.post<{ Params: TokenParams; Body: unknown }>(
    STATUS_ROUTES.check,
    { config: { rateLimit: checkLimit } },
    async (request, reply) => {
      const body = parseBody(LastNameRequestSchema, request.body);
      if (!body) throw httpError(400, 'Enter your last name as you gave it in the questionnaire.');
      const caseId = await statusLinkCase(app, request, reply, { check: false });
      if (caseId === undefined) return reply;
      const known = await isLastNameOfCase(app.db, caseId, body.lastName);
      // Recorded as the letter check records it: with the address, never with the name typed.
      await recordAccess(app.db, {
        caseId,
        reviewerId: null,
        action: 'status-check',
        detail: known ? 'last name given' : 'wrong last name',
        address: request.ip,
      });
      if (!known) throw httpError(403, STATUS_CHECK_REFUSED_MESSAGE);
      await grantStatusCheck(app, request, reply, caseId);
      return reply.code(204).send();
    },
  );

  // The link of a confirmation mail: a used, replaced or unknown token answers alike.
  app.post<{ Body: unknown }>(
    STATUS_ROUTES.confirmEmail,
    { config: { rateLimit } },
    async (request, reply) => {
      const body = parseBody(EmailConfirmationRequestSchema, request.body);
      if (!body || !(await confirmContactEmail(app.db, body.token, app.sessionSettings.now()))) {
        throw httpError(404, EMAIL_CONFIRMATION_UNKNOWN_MESSAGE);
      }
      return reply.code(204).send();
    },
  );
}
