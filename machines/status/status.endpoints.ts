import * as v from 'valibot';
import { FILE_REPLY, type Endpoint } from '../api/endpoint';
import { PatientStatusSchema } from './patient-status';
import { ConfigResponseSchema, STATUS_ROUTES } from './status.api';

/*
 * The server's side of the status link's contract: the bodies it parses, and every answer of
 * each endpoint, by status, which it checks before it sends one. The browser never loads this
 * module.
 */

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
