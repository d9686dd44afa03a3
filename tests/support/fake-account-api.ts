import { vi } from 'vitest';
import { ACCOUNT_ROUTES } from '../../machines/account/account.api';
import { MIN_PASSWORD_LENGTH, RESET_LINK_REFUSED } from '../../machines/account/account.rules';
import type { FakeCaseApi, RecordedRequest } from './fake-case-api';

/**
 * The account's endpoints (machines/account/account.api.ts) in front of the fake case API:
 * a password change checks the current password, a reset link's token works once. Anything
 * else goes on to the fake case API, which records every request.
 */
export interface FakeAccountState {
  /** The signed-in reviewer's password now. */
  password: string;
  /** The tokens of reset links not used yet. */
  resetTokens: Set<string>;
}

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: body === null ? {} : { 'Content-Type': 'application/json' },
  });

const passwordProblem = (password: string) =>
  [...password].length < MIN_PASSWORD_LENGTH
    ? `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`
    : null;

function answer(
  api: FakeCaseApi,
  account: FakeAccountState,
  request: RecordedRequest | undefined,
): Response | null {
  if (!request || request.method !== 'POST') return null;
  const body = (request.body ?? {}) as Record<string, string>;
  if (request.path === ACCOUNT_ROUTES.password) {
    if (!api.state.signedIn) return json(401, { error: 'Sign in to continue.' });
    if (body.currentPassword !== account.password) {
      return json(403, { error: 'Your current password is not right.' });
    }
    const problem = passwordProblem(body.newPassword ?? '');
    if (problem) return json(400, { error: problem });
    account.password = body.newPassword ?? '';
    return json(204, null);
  }
  if (request.path === ACCOUNT_ROUTES.passwordReset) {
    if (!account.resetTokens.has(body.token ?? '')) return json(410, { error: RESET_LINK_REFUSED });
    const problem = passwordProblem(body.newPassword ?? '');
    if (problem) return json(400, { error: problem });
    account.resetTokens.delete(body.token ?? '');
    return json(204, null);
  }
  return null;
}

/** Puts the account's endpoints in front of `api` as the page's `fetch`; returns their state. */
export function withAccountApi(api: FakeCaseApi, password: string): FakeAccountState {
  const account: FakeAccountState = { password, resetTokens: new Set() };
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    // The request this call recorded (fakeFetch records before it awaits anything).
    const index = api.state.requests.length;
    const passed = await api.fetch(input, init);
    return answer(api, account, api.state.requests[index]) ?? passed;
  });
  return account;
}
