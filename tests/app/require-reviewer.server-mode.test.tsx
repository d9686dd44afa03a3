import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import {
  type FirstSignInCheck,
  firstSignInCheck,
  RequireReviewer,
} from '../../src/app/require-reviewer';
import { renderWithProviders } from '../support/render';
import { withFakeServer } from '../support/server-mode';

const server = withFakeServer();
const sessionChecks = () =>
  server.api.state.requests.filter(
    (request) => request.method === 'GET' && request.path === '/api/session',
  ).length;
const signedInPage = () => <p>The signed-in page</p>;
/** The guarded page at /case-overview and a stand-in sign-in page, as the app routes them. */
const routed = (first: FirstSignInCheck) => (
  <Routes>
    <Route
      path="/case-overview"
      element={<RequireReviewer first={first}>{signedInPage()}</RequireReviewer>}
    />
    <Route path="/login" element={<p>The sign-in page</p>} />
  </Routes>
);
const checking = () => screen.queryByRole('progressbar', { name: 'Checking your sign-in' });

describe('Server mode: a signed-in page with the check its chunks came with', () => {
  it('shows at once on its first showing, with no second check', async () => {
    server.api.state.signedIn = 'ann';
    const first = await firstSignInCheck();
    expect(sessionChecks()).toBe(1);
    renderWithProviders(<RequireReviewer first={first}>{signedInPage()}</RequireReviewer>);
    // Rendered with the answer: the page, never the check's spinner before it.
    expect(screen.getByText('The signed-in page')).toBeVisible();
    expect(checking()).toBeNull();
    expect(sessionChecks()).toBe(1);
  });

  it('asks again when shown later: the session may have ended since', async () => {
    server.api.state.signedIn = 'ann';
    const first = await firstSignInCheck();
    const { unmount } = renderWithProviders(
      <RequireReviewer first={first}>{signedInPage()}</RequireReviewer>,
    );
    unmount();
    server.api.state.signedIn = null;
    const view = renderWithProviders(routed(first), '/case-overview');
    expect(checking()).toBeVisible();
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/login'));
    expect(screen.queryByText('The signed-in page')).toBeNull();
    expect(sessionChecks()).toBe(2);
  });

  it('never shows the page to a reviewer whose first check found no session', async () => {
    const first = await firstSignInCheck();
    const view = renderWithProviders(routed(first), '/case-overview');
    expect(screen.queryByText('The signed-in page')).toBeNull();
    expect(checking()).toBeNull();
    expect(view.currentLocation().pathname).toBe('/login');
    expect(screen.getByText('The sign-in page')).toBeVisible();
  });
});
