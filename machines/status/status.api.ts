import * as v from 'valibot';
import { routePath } from '../api/contract';
import { STATUS_TOKEN, type RecordFormat } from './status-link';

/**
 * The patient's private link: no account, the token is the only key. The status behind it,
 * the patient's answer to a question, an email for updates, the letter and the record. The
 * server's side (the bodies it parses, every answer by status) is in status.endpoints.ts; the
 * status's own shape is `PatientStatusSchema` (patient-status.ts).
 */
export const STATUS_ROUTES = {
  /** GET: whether this server sends mail (no token: asked before there is one). */
  config: '/api/config',
  status: '/api/status/:token',
  letterPdf: '/api/status/:token/letter.pdf',
  answer: '/api/status/:token/questions/:number/answer',
  email: '/api/status/:token/email',
  /** POST `{ lastName }`: the patient's last name, before a letter, a question or an answer. */
  check: '/api/status/:token/check',
  /** POST `{ token }`: the one-time link of a confirmation mail (no status token). */
  confirmEmail: '/api/email-confirmations',
  record: {
    pdf: '/api/status/:token/record.pdf',
    json: '/api/status/:token/record.json',
  } satisfies Record<RecordFormat, string>,
} as const;

export const STATUS_API = {
  config: STATUS_ROUTES.config,
  /** GET: the request's status (404 for a link that matches nothing). */
  status: (token: string) => routePath(STATUS_ROUTES.status, { token }),
  /** GET: the letter's PDF, the same file the reviewer downloads. */
  letterPdf: (token: string) => routePath(STATUS_ROUTES.letterPdf, { token }),
  /** POST `{ answer }`: the patient's answer to one question. */
  answer: (token: string, number: number) => routePath(STATUS_ROUTES.answer, { token, number }),
  /** POST `{ email }`: where to tell the patient when the request is decided. */
  email: (token: string) => routePath(STATUS_ROUTES.email, { token }),
  /** POST `{ lastName }`: opens the link for a while (a cookie scoped to its path). */
  check: (token: string) => routePath(STATUS_ROUTES.check, { token }),
  /** POST `{ token }`: confirms the address a confirmation mail went to. */
  confirmEmail: STATUS_ROUTES.confirmEmail,
  /** GET: the patient's own record, beside the status it belongs to. */
  record: (token: string, format: RecordFormat) =>
    routePath(STATUS_ROUTES.record[format], { token }),
} as const;

/** A status link's token, as a submission's answer hands it out. */
export const StatusTokenSchema = v.pipe(v.string(), v.regex(STATUS_TOKEN));

/** 200 to GET /api/config. */
export const ConfigResponseSchema = v.object({ emailUpdates: v.boolean() });
