import { routePath } from '../../machines/api/contract';
import {
  ADMIN_ROUTES,
  AddedReviewerSchema,
  ResetLinkSchema,
  ReviewerListSchema,
  ReviewerReplySchema,
  SecurityEventsPageSchema,
  WebhookDeliveriesSchema,
  type AdminReviewer,
  type ProfileInput,
  type ResetLink,
  type SecurityEventsPage,
  type WebhookDeliveryEntry,
} from '../../machines/account/admin.api';
import { browserFetch, callApi, type FetchLike } from './http-json';
import { expectReply } from './reply-policy';

/** GET /api/admin/reviewers (403 to anyone but an administrator with a second factor). */
export async function fetchReviewers(
  fetchImpl: FetchLike = browserFetch,
): Promise<AdminReviewer[]> {
  const response = await callApi(fetchImpl, 'GET', ADMIN_ROUTES.reviewers);
  return expectReply(response, 200, ReviewerListSchema, {
    failed: 'The reviewers could not be loaded. Please reload the page.',
  }).reviewers;
}

export interface NewReviewer extends ProfileInput {
  username: string;
  /** A temporary password; omitted: the answer carries a reset link. */
  password?: string;
}

/** POST /api/admin/reviewers: the reviewer added, and their reset link when no password was given. */
export async function addReviewer(
  reviewer: NewReviewer,
  fetchImpl: FetchLike = browserFetch,
): Promise<{ reviewer: AdminReviewer; resetLink: ResetLink | null }> {
  const response = await callApi(fetchImpl, 'POST', ADMIN_ROUTES.reviewers, reviewer);
  return expectReply(response, 201, AddedReviewerSchema, {
    failed: 'The reviewer could not be added. Please try again.',
  });
}

/** The changes of one account that answer the account as it is now. */
export type AccountChange =
  | { kind: 'profile'; profile: ProfileInput }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'role'; admin: boolean }
  | { kind: 'resetFactor' };

export async function changeAccount(
  id: number,
  change: AccountChange,
  fetchImpl: FetchLike = browserFetch,
): Promise<AdminReviewer> {
  const body =
    change.kind === 'profile'
      ? change.profile
      : change.kind === 'role'
        ? { admin: change.admin }
        : undefined;
  const response = await callApi(
    fetchImpl,
    'POST',
    routePath(ADMIN_ROUTES[change.kind], { id }),
    body,
  );
  return expectReply(response, 200, ReviewerReplySchema, {
    failed: 'The change could not be saved. Please try again.',
  }).reviewer;
}

/** POST …/reset-link: a one-time link, shown this once. */
export async function issueResetLink(
  id: number,
  fetchImpl: FetchLike = browserFetch,
): Promise<ResetLink> {
  const response = await callApi(fetchImpl, 'POST', routePath(ADMIN_ROUTES.resetLink, { id }));
  return expectReply(response, 201, ResetLinkSchema, {
    failed: 'The reset link could not be issued. Please try again.',
  });
}

/** GET /api/admin/security-events: a page, newest first, for one reviewer or all. */
export async function fetchSecurityEvents(
  filter: { reviewerId?: number; before?: string },
  fetchImpl: FetchLike = browserFetch,
): Promise<SecurityEventsPage> {
  const query = new URLSearchParams();
  if (filter.reviewerId !== undefined) query.set('reviewer', String(filter.reviewerId));
  if (filter.before !== undefined) query.set('before', filter.before);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const response = await callApi(fetchImpl, 'GET', `${ADMIN_ROUTES.securityEvents}${search}`);
  return expectReply(response, 200, SecurityEventsPageSchema, {
    failed: 'The security events could not be loaded. Please reload the page.',
  });
}

/** GET /api/admin/webhook-deliveries: the partners' most recent webhook events, newest first. */
export async function fetchWebhookDeliveries(
  fetchImpl: FetchLike = browserFetch,
): Promise<WebhookDeliveryEntry[]> {
  const response = await callApi(fetchImpl, 'GET', ADMIN_ROUTES.webhookDeliveries);
  return expectReply(response, 200, WebhookDeliveriesSchema, {
    failed: 'The webhook deliveries could not be loaded. Please reload the page.',
  }).deliveries;
}
