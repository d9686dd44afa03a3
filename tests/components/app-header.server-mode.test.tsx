import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { reviewerNamed, withAdminApi, type FakeAdminState } from '../support/fake-admin-api';
import { renderApp } from '../support/render';
import { PASSWORD, signInWith, withFakeServer } from '../support/server-mode';

// Issue 34: a signed-in reviewer reaches their own password from the header; an
// administrator also reaches the accounts' pages from there, and no one else sees that link.
const server = withFakeServer();
let admin: FakeAdminState;
beforeEach(() => {
  admin = withAdminApi(server.api, {
    admin: false,
    reviewers: [{ ...reviewerNamed('ann', 1), admin: true }, reviewerNamed('bob', 2)],
    events: [],
    pageSize: 50,
  });
});

/** ann signs in on the way to the overview (the login page sends her back there). */
async function overviewAsAnn() {
  const view = renderApp('/case-overview');
  await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
  await screen.findByRole('heading', { level: 1, name: 'Case Overview' });
  const header = screen.getByRole('banner');
  await within(header).findByRole('button', { name: 'Sign out' });
  return { ...view, header };
}

describe('the header of a signed-in reviewer (server mode)', () => {
  it('links to their password page, and not to the reviewers’ page', async () => {
    const { header } = await overviewAsAnn();
    expect(within(header).getByRole('link', { name: 'Your account' })).toHaveAttribute(
      'href',
      '/account/password',
    );
    expect(within(header).queryByRole('link', { name: 'Reviewers' })).toBeNull();
  });

  it('signed out, shows Login and neither account link', () => {
    renderApp('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).queryByRole('link', { name: 'Your account' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Reviewers' })).toBeNull();
  });
});

describe('the header of a signed-in administrator (server mode)', () => {
  beforeEach(() => {
    server.api.state.admin = true;
    admin.admin = true;
  });

  it('links to the reviewers’ page, reached by keyboard; the page’s heading takes focus', async () => {
    const { header, user, currentLocation } = await overviewAsAnn();
    const reviewers = await within(header).findByRole('link', { name: 'Reviewers' });
    expect(reviewers).toHaveAttribute('href', '/admin/reviewers');
    // The overview's heading has focus after sign-in; the header's links come just before it
    // (the brand, then this one), so Shift+Tab reaches it.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Case Overview' })).toHaveFocus(),
    );
    const brand = within(header).getByRole('link', { name: 'Partner × Provider' });
    await user.tab({ shift: true });
    expect(brand).toHaveFocus();
    await user.tab({ shift: true });
    expect(reviewers).toHaveFocus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Reviewers' });
    expect(currentLocation().pathname).toBe('/admin/reviewers');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByRole('table', { name: 'Reviewers' })).toBeVisible();
  });

  it('loses the link when they sign out', async () => {
    const { header, user } = await overviewAsAnn();
    await within(header).findByRole('link', { name: 'Reviewers' });
    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Reviewers' }),
    ).toBeNull();
  });
});
