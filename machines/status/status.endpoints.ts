import * as v from 'valibot';
import { FILE_REPLY, type Endpoint } from '../api/endpoint';
import { LastNameRequestSchema } from '../letter/last-name-request';
import { EmailConfirmationRequestSchema } from './email-confirmation';
import { PatientStatusSchema } from './patient-status';
import { StatusCheckNeededSchema } from './status-check';
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
  config: {
    method: 'GET',
    route: STATUS_ROUTES.config,
    summary: 'What this server offers the patient (updates by email or not).',
    access: 'anyone',
    replies: { 200: ConfigResponseSchema },
  },
  status: {
    method: 'GET',
    route: STATUS_ROUTES.status,
    summary:
      "A case's standing for the patient who holds its private status link and gave their last name.",
    access: 'anyone',
    replies: { 200: PatientStatusSchema, 401: StatusCheckNeededSchema },
  },
  letterPdf: {
    method: 'GET',
    route: STATUS_ROUTES.letterPdf,
    summary: "The approved case's letter as the signed PDF, for the patient.",
    access: 'anyone',
    fileType: 'application/pdf',
    replies: { 200: FILE_REPLY, 401: StatusCheckNeededSchema },
  },
  answer: {
    method: 'POST',
    route: STATUS_ROUTES.answer,
    summary: "The patient's answer to the reviewer's question.",
    access: 'anyone',
    body: PatientAnswerRequestSchema,
    replies: { 204: null, 401: StatusCheckNeededSchema },
  },
  check: {
    method: 'POST',
    route: STATUS_ROUTES.check,
    summary:
      "The patient's last name: when right, opens the link for a while by a cookie scoped to it.",
    access: 'anyone',
    body: LastNameRequestSchema,
    replies: { 204: null },
  },
  confirmEmail: {
    method: 'POST',
    route: STATUS_ROUTES.confirmEmail,
    summary: "Confirms a patient's email address with the one-time token its mail carried.",
    access: 'anyone',
    body: EmailConfirmationRequestSchema,
    replies: { 204: null },
  },
  email: {
    method: 'POST',
    route: STATUS_ROUTES.email,
    summary: 'An email address for news of the case, given once.',
    access: 'anyone',
    body: ContactEmailRequestSchema,
    replies: { 204: null },
  },
  recordPdf: {
    method: 'GET',
    route: STATUS_ROUTES.record.pdf,
    summary: "Everything the case holds, the patient's right of access, as a readable PDF.",
    access: 'anyone',
    fileType: 'application/pdf',
    replies: { 200: FILE_REPLY, 401: StatusCheckNeededSchema },
  },
  recordJson: {
    method: 'GET',
    route: STATUS_ROUTES.record.json,
    summary: "Everything the case holds, the patient's right of access, as FHIR R4 JSON.",
    access: 'anyone',
    fileType: 'application/fhir+json',
    replies: { 200: FILE_REPLY, 401: StatusCheckNeededSchema },
  },
} as const satisfies Record<string, Endpoint>;
