import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { CASE_API } from '../../machines/case';
import { giveTheListRoom } from './reviewer-pages';
import { reviewerSession } from '../../src/api/reviewer-session';
import { createFakeCaseApi, type FakeCaseApi } from './fake-case-api';

/**
 * Server mode for a test file, which must be named `*.server-mode.test.tsx` (its project puts
 * the server's tag on the page before the app's modules load: tests/setup-server-mode.ts).
 * This gives every test a fresh fake API (built from the case contract) as `fetch`, signed out.
 */
export function withFakeServer(): { readonly api: FakeCaseApi } {
  const holder = { api: createFakeCaseApi() };
  beforeEach(() => {
    holder.api = createFakeCaseApi();
    vi.stubGlobal('fetch', holder.api.fetch);
    giveTheListRoom();
    reviewerSession.signedOut();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return holder;
}

export const PASSWORD = 'correct horse battery staple';

/**
 * Signs in on the login page. `redirected`: the page was reached by a redirect, so it moves
 * focus to its heading just after it paints; wait for that, as a person would, before typing.
 */
export async function signInWith(
  user: UserEvent,
  username: string,
  password: string,
  { redirected = false } = {},
) {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
  if (redirected) await waitFor(() => expect(heading).toHaveFocus());
  // Pasted, as a password manager fills them: typing them key by key re-renders the form per
  // key in every test that signs in (the login page's own tests type).
  const usernameField = screen.getByLabelText('Username');
  await user.clear(usernameField);
  await user.paste(username);
  await user.click(await screen.findByLabelText('Password'));
  await user.paste(password);
  await user.click(await screen.findByRole('button', { name: 'Login' }));
}

export const casesRequests = (api: FakeCaseApi) =>
  api.state.requests.filter((request) => request.path.startsWith(CASE_API.cases));
