import * as v from 'valibot';
import { US_STATES } from '../survey/survey.constants';
import { WEBHOOK_EVENT_TYPES } from '../webhook/webhook.contract';
import { SECURITY_EVENT_KINDS } from './security-events';

/**
 * An administrator's calls (server mode): the reviewers' accounts, the security trail and the
 * partners' webhook deliveries.
 * Every one needs an administrator's session with a second factor (401 without a session, 403
 * for anyone else); every change is recorded naming the administrator and the reviewer. What
 * the server parses and answers, by status, is admin.endpoints.ts.
 */
export const ADMIN_ROUTES = {
  /** GET: every reviewer. POST: add one (with a temporary password, or a reset link). */
  reviewers: '/api/admin/reviewers',
  /** POST: the reviewer's profile, as the letter signs it. */
  profile: '/api/admin/reviewers/:id/profile',
  /** POST: the account cannot sign in any more; its sessions end. */
  disable: '/api/admin/reviewers/:id/disable',
  enable: '/api/admin/reviewers/:id/enable',
  /** POST `{ admin }`: grants or removes the administrator role. */
  role: '/api/admin/reviewers/:id/role',
  /** POST: the reviewer's second factor is cleared; they enrol again. */
  resetFactor: '/api/admin/reviewers/:id/reset-factor',
  /** POST: a one-time reset link, answered this once. */
  resetLink: '/api/admin/reviewers/:id/reset-link',
  /** GET `?reviewer=&before=`: the security trail, newest first, a page at a time. */
  securityEvents: '/api/admin/security-events',
  /** GET: the partners' most recent webhook events and how their delivery stands. */
  webhookDeliveries: '/api/admin/webhook-deliveries',
} as const;

const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** One reviewer as the administrator's list shows them. */
export const AdminReviewerSchema = v.object({
  id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  username: v.pipe(v.string(), v.minLength(1)),
  fullName: v.nullable(v.string()),
  credentials: v.nullable(v.string()),
  npi: v.nullable(v.string()),
  licensedIn: v.array(v.picklist(US_STATES)),
  /** The same states as their two-letter codes, as the administrator types them. */
  licensedInCodes: v.array(v.string()),
  admin: v.boolean(),
  disabled: v.boolean(),
  factorEnrolled: v.boolean(),
  /** Their last completed sign-in; null: never. */
  lastSignInAt: v.nullable(timestamp),
});
export type AdminReviewer = v.InferOutput<typeof AdminReviewerSchema>;

/** 200 to GET /api/admin/reviewers. */
export const ReviewerListSchema = v.object({ reviewers: v.array(AdminReviewerSchema) });

/** 200 to every change of one reviewer: the reviewer as they are now. */
export const ReviewerReplySchema = v.object({ reviewer: AdminReviewerSchema });

/** A reset link, shown once: its address and when it stops working. */
export const ResetLinkSchema = v.object({
  link: v.pipe(v.string(), v.url()),
  expiresAt: timestamp,
});
export type ResetLink = v.InferOutput<typeof ResetLinkSchema>;

/** 201 to POST /api/admin/reviewers: the reviewer, and their reset link when no password was given. */
export const AddedReviewerSchema = v.object({
  reviewer: AdminReviewerSchema,
  resetLink: v.nullable(ResetLinkSchema),
});

/** One event of the trail, with usernames in place of ids. */
export const SecurityEventSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d+$/)),
  kind: v.picklist(SECURITY_EVENT_KINDS),
  occurredAt: timestamp,
  /** The reviewer it concerns; null: a username no reviewer has. */
  reviewer: v.nullable(v.string()),
  /** The administrator who acted; null: the reviewer's own event. */
  actor: v.nullable(v.string()),
  address: v.string(),
  detail: v.string(),
});
export type SecurityEventEntry = v.InferOutput<typeof SecurityEventSchema>;

/** 200 to GET /api/admin/security-events: a page, and where the next (older) one starts. */
export const SecurityEventsPageSchema = v.object({
  events: v.array(SecurityEventSchema),
  nextBefore: v.nullable(v.pipe(v.string(), v.regex(/^\d+$/))),
});
export type SecurityEventsPage = v.InferOutput<typeof SecurityEventsPageSchema>;

/**
 * Where a webhook event stands: `delivered` (the partner answered 2xx), `pending` (not tried
 * yet, or being sent), `failed` (the last attempt failed; it is tried again, with backoff).
 */
export const DELIVERY_STATES = ['delivered', 'pending', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * Why the last attempt failed, as a kind and never as the raw error (which may quote the
 * partner's address): `http` (the partner answered, not 2xx: `lastStatus`), `timeout` (no
 * answer in time), `network` (no connection, or another failure before an answer).
 */
export const DELIVERY_ERROR_KINDS = ['http', 'timeout', 'network'] as const;
export type DeliveryErrorKind = (typeof DELIVERY_ERROR_KINDS)[number];

/** One webhook event as the administrator's list shows it: never its body or signature. */
export const WebhookDeliverySchema = v.object({
  id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  partner: v.object({ slug: v.string(), name: v.string() }),
  eventType: v.picklist(WEBHOOK_EVENT_TYPES),
  /** The case's reference number (its id, as the patient was given it). */
  caseReference: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  state: v.picklist(DELIVERY_STATES),
  attempts: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** The HTTP status of the last answer; null: none yet, or no answer. */
  lastStatus: v.nullable(v.pipe(v.number(), v.safeInteger())),
  lastError: v.nullable(v.picklist(DELIVERY_ERROR_KINDS)),
  createdAt: timestamp,
  deliveredAt: v.nullable(timestamp),
  /** When it is tried again; null once delivered. */
  nextAttemptAt: v.nullable(timestamp),
});
export type WebhookDeliveryEntry = v.InferOutput<typeof WebhookDeliverySchema>;

/** 200 to GET /api/admin/webhook-deliveries: the most recent events, newest first. */
export const WebhookDeliveriesSchema = v.object({ deliveries: v.array(WebhookDeliverySchema) });
export type WebhookDeliveries = v.InferOutput<typeof WebhookDeliveriesSchema>;

/** The profile fields as the administrator's form sends them: text, states as codes ("OR,WA"). */
export interface ProfileInput {
  fullName: string;
  credentials: string;
  npi: string;
  licensedIn: string;
}
