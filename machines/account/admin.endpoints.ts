import * as v from 'valibot';
import type { Endpoint } from '../api/endpoint';
import { MAX_PASSWORD_LENGTH } from '../session/session.endpoints';
import {
  ADMIN_ROUTES,
  AddedReviewerSchema,
  ResetLinkSchema,
  ReviewerListSchema,
  ReviewerReplySchema,
  SecurityEventsPageSchema,
  WebhookDeliveriesSchema,
} from './admin.api';

/*
 * The server's side of the administrator's contract. Every endpoint is `reviewer` access (a
 * session) and answers 403 to a reviewer who is not an administrator with a second factor.
 */

/** The profile as typed: each field's rule is the letter's (`parseProfileFields`), which names it. */
export const ProfileRequestSchema = v.object({
  fullName: v.pipe(v.string(), v.maxLength(400)),
  credentials: v.pipe(v.string(), v.maxLength(100)),
  npi: v.pipe(v.string(), v.maxLength(20)),
  licensedIn: v.pipe(v.string(), v.maxLength(400)),
});

export const AddReviewerRequestSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** A temporary password; omitted: the answer carries a reset link instead. */
  password: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.check((password) => [...password].length <= MAX_PASSWORD_LENGTH),
    ),
  ),
  ...ProfileRequestSchema.entries,
});

export const RoleRequestSchema = v.object({ admin: v.boolean() });

export const SecurityEventsQuerySchema = v.object({
  reviewer: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/))),
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/))),
});

const change = (route: string, summary: string, body?: v.GenericSchema) =>
  ({
    method: 'POST',
    route,
    summary,
    access: 'reviewer',
    ...(body && { body }),
    replies: { 200: ReviewerReplySchema },
  }) as const satisfies Endpoint;

export const ADMIN_ENDPOINTS = {
  list: {
    method: 'GET',
    route: ADMIN_ROUTES.reviewers,
    summary:
      'An administrator lists every reviewer: profile, licences, role, second factor, whether disabled, last sign-in.',
    access: 'reviewer',
    replies: { 200: ReviewerListSchema },
  },
  add: {
    method: 'POST',
    route: ADMIN_ROUTES.reviewers,
    summary:
      'An administrator adds a reviewer with a profile, and a temporary password or a one-time reset link.',
    access: 'reviewer',
    body: AddReviewerRequestSchema,
    replies: { 201: AddedReviewerSchema },
  },
  profile: change(
    ADMIN_ROUTES.profile,
    "An administrator sets a reviewer's profile: full name, credentials, NPI, licensed states.",
    ProfileRequestSchema,
  ),
  disable: change(
    ADMIN_ROUTES.disable,
    'An administrator disables an account: it cannot sign in, and its sessions end.',
  ),
  enable: change(ADMIN_ROUTES.enable, 'An administrator re-enables a disabled account.'),
  role: change(
    ADMIN_ROUTES.role,
    'An administrator grants or removes the administrator role (never their own).',
    RoleRequestSchema,
  ),
  resetFactor: change(
    ADMIN_ROUTES.resetFactor,
    "An administrator clears a reviewer's second factor and recovery codes; the reviewer enrols again.",
  ),
  resetLink: {
    method: 'POST',
    route: ADMIN_ROUTES.resetLink,
    summary:
      'An administrator issues a one-time password reset link for a reviewer, valid 24 hours, answered this once.',
    access: 'reviewer',
    replies: { 201: ResetLinkSchema },
  },
  securityEvents: {
    method: 'GET',
    route: ADMIN_ROUTES.securityEvents,
    summary:
      'An administrator reads the security trail, newest first, a page at a time, for one reviewer or all.',
    access: 'reviewer',
    query: SecurityEventsQuerySchema,
    replies: { 200: SecurityEventsPageSchema },
  },
  webhookDeliveries: {
    method: 'GET',
    route: ADMIN_ROUTES.webhookDeliveries,
    summary:
      "An administrator reads the partners' most recent webhook events, newest first: partner, event type, case, delivered, pending or failed, attempts, the last error's kind, times. Never a body or a secret.",
    access: 'reviewer',
    replies: { 200: WebhookDeliveriesSchema },
  },
} as const satisfies Record<string, Endpoint>;
