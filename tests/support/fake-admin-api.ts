import { vi } from 'vitest';
import { NOT_AN_ADMIN, SELF_DISABLE_REFUSED } from '../../machines/account/account.rules';
import {
  ADMIN_ROUTES,
  type AdminReviewer,
  type SecurityEventEntry,
  type WebhookDeliveryEntry,
} from '../../machines/account/admin.api';
import type { FakeCaseApi, RecordedRequest } from './fake-case-api';
import { partnerAnswer, type FakePartnerState } from './fake-partner-admin-api';

/**
 * The administrator's endpoints (machines/account/admin.api.ts) in front of the fake case
 * API: 403 unless `admin`, the account changes the contract describes, and a trail paged
 * newest first. Every request is recorded by the fake case API.
 */
export interface FakeAdminState {
  admin: boolean;
  reviewers: AdminReviewer[];
  /** Newest first. */
  events: SecurityEventEntry[];
  pageSize: number;
  /** Newest first: what GET /api/admin/webhook-deliveries answers. */
  deliveries?: WebhookDeliveryEntry[];
  /** What the partner calls keep (fake-partner-admin-api.ts). */
  partners?: FakePartnerState;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const reviewerNamed = (username: string, id: number): AdminReviewer => ({
  id,
  username,
  fullName: null,
  credentials: null,
  npi: null,
  licensedIn: [],
  licensedInCodes: [],
  admin: false,
  disabled: false,
  factorEnrolled: true,
  lastSignInAt: null,
});

function answer(
  api: FakeCaseApi,
  state: FakeAdminState,
  request: RecordedRequest | undefined,
): Response | null {
  if (!request?.path.startsWith('/api/admin/')) return null;
  if (!api.state.signedIn) return json(401, { error: 'Sign in to continue.' });
  if (!state.admin) return json(403, { error: NOT_AN_ADMIN });
  const partners = partnerAnswer(state.partners ?? { partners: [], secrets: [] }, request, json);
  if (partners) return partners;
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (request.path === ADMIN_ROUTES.webhookDeliveries) {
    return json(200, { deliveries: state.deliveries ?? [] });
  }
  if (request.path === ADMIN_ROUTES.securityEvents) {
    const reviewer = request.query.get('reviewer');
    const before = request.query.get('before');
    const chosen = state.events.filter(
      (event) =>
        (reviewer === null ||
          state.reviewers.find((entry) => String(entry.id) === reviewer)?.username ===
            event.reviewer) &&
        (before === null || Number(event.id) < Number(before)),
    );
    const page = chosen.slice(0, state.pageSize);
    const more = chosen.length > state.pageSize;
    return json(200, { events: page, nextBefore: more ? (page.at(-1)?.id ?? null) : null });
  }
  if (request.path === ADMIN_ROUTES.reviewers) {
    if (request.method === 'GET') return json(200, { reviewers: state.reviewers });
    const added = {
      ...reviewerNamed(String(body.username), state.reviewers.length + 100),
      factorEnrolled: false,
    };
    state.reviewers.push(added);
    const resetLink = body.password
      ? null
      : {
          link: `https://letters.example.org/reset-password/${'k'.repeat(43)}`,
          expiresAt: '2026-11-28T10:00:00.000Z',
        };
    return json(201, { reviewer: added, resetLink });
  }
  const [, id, action] = /^\/api\/admin\/reviewers\/(\d+)\/([\w-]+)$/.exec(request.path) ?? [];
  const target = state.reviewers.find((entry) => String(entry.id) === id);
  if (!target) return json(404, { error: 'No such reviewer.' });
  if (action === 'reset-link') {
    return json(201, {
      link: `https://letters.example.org/reset-password/${'q'.repeat(43)}`,
      expiresAt: '2026-11-28T10:00:00.000Z',
    });
  }
  if (action === 'disable' && target.username === api.state.signedIn) {
    return json(409, { error: SELF_DISABLE_REFUSED });
  }
  const npi = String(body.npi ?? '');
  if (action === 'profile' && npi !== '' && !/^\d{10}$/.test(npi)) {
    return json(400, { error: `NPI: "${npi}" is not a valid NPI.` });
  }
  if (action === 'disable') target.disabled = true;
  if (action === 'enable') target.disabled = false;
  if (action === 'reset-factor') target.factorEnrolled = false;
  if (action === 'role') target.admin = body.admin === true;
  if (action === 'profile') target.fullName = String(body.fullName ?? '') || target.fullName;
  return json(200, { reviewer: target });
}

/** Puts the administrator's endpoints in front of `api` as the page's `fetch`. */
export function withAdminApi(api: FakeCaseApi, state: FakeAdminState): FakeAdminState {
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    // The request this call recorded (fakeFetch records before it awaits anything).
    const index = api.state.requests.length;
    const passed = await api.fetch(input, init);
    return answer(api, state, api.state.requests[index]) ?? passed;
  });
  return state;
}
