import * as v from 'valibot';
import { FILE_REPLY, routePath, type Endpoint } from '../api/contract';
import { PatientStatusSchema } from './patient-status';
import type { RecordFormat } from './status-link';

/**
 * The patient's private link: no account, the token is the only key. The status behind it,
 * the patient's answer to a question, an email for updates, the letter and the record.
 */
export const STATUS_ROUTES = {
  /** GET: whether this server sends mail (no token: asked before there is one). */
  config: '/api/config',
  status: '/api/status/:token',
  letterPdf: '/api/status/:token/letter.pdf',
  answer: '/api/status/:token/questions/:number/answer',
  email: '/api/status/:token/email',
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
  /** GET: the patient's own record, beside the status it belongs to. */
  record: (token: string, format: RecordFormat) =>
    routePath(STATUS_ROUTES.record[format], { token }),
} as const;

/** 200 to GET /api/config. */
export const ConfigResponseSchema = v.object({ emailUpdates: v.boolean() });

/** POST …/answer. The text is held to its rule (`checkAnswer`) by the route, which words it. */
export const PatientAnswerRequestSchema = v.object({ answer: v.unknown() });

/** POST …/email. The address is checked by `parseContactEmail`, which words the refusal. */
export const ContactEmailRequestSchema = v.object({ email: v.unknown() });

export const STATUS_ENDPOINTS = {
  config: { method: 'GET', route: STATUS_ROUTES.config, replies: { 200: ConfigResponseSchema } },
  status: { method: 'GET', route: STATUS_ROUTES.status, replies: { 200: PatientStatusSchema } },
  letterPdf: { method: 'GET', route: STATUS_ROUTES.letterPdf, replies: { 200: FILE_REPLY } },
  answer: { method: 'POST', route: STATUS_ROUTES.answer, replies: { 204: null } },
  email: { method: 'POST', route: STATUS_ROUTES.email, replies: { 204: null } },
  recordPdf: { method: 'GET', route: STATUS_ROUTES.record.pdf, replies: { 200: FILE_REPLY } },
  recordJson: { method: 'GET', route: STATUS_ROUTES.record.json, replies: { 200: FILE_REPLY } },
} as const satisfies Record<string, Endpoint>;
