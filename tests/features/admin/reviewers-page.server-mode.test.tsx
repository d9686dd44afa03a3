import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_AN_ADMIN } from '../../../machines/account/account.rules';
import { ADMIN_ROUTES } from '../../../machines/account/admin.api';
import { reviewerNamed, withAdminApi, type FakeAdminState } from '../../support/fake-admin-api';
import { renderApp } from '../../support/render';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

// Issue 34 part 3: /admin/reviewers, for administrators; every action asks for confirmation
// in the dialog Approve uses, and its outcome is announced.
const server = withFakeServer();
let admin: FakeAdminState;
beforeEach(() => {
  admin = withAdminApi(server.api, {
    admin: true,
    reviewers: [
      { ...reviewerNamed('ann', 1), admin: true, lastSignInAt: '2026-11-27T09:00:00.000Z' },
      {
        ...reviewerNamed('bob', 2),
        fullName: 'Bob Ray',
        credentials: 'MD',
        licensedIn: ['Oregon'],
        licensedInCodes: ['OR'],
      },
    ],
    events: [],
    pageSize: 50,
  });
});

async function openAsAnn() {
  const view = renderApp('/admin/reviewers');
  await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
  const heading = await screen.findByRole('heading', { level: 1, name: 'Reviewers' });
  return { ...view, heading };
}

async function rowOf(username: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Reviewers' });
  await within(table).findByText(username, { selector: 'bdi' });
  const row = within(table)
    .getAllByRole('row')
    .find((each) => within(each).queryByText(username, { selector: 'bdi' }) !== null);
  if (!row) throw new Error(`no row for ${username}`);
  return row;
}

describe('/admin/reviewers in server mode', () => {
  it('anyone signed out goes to /login first, and comes back; the list shows each reviewer', async () => {
    const { currentLocation, heading } = await openAsAnn();
    expect(currentLocation().pathname).toBe('/admin/reviewers');
    await waitFor(() => expect(heading).toHaveFocus());
    const bob = await rowOf('bob');
    expect(bob).toHaveTextContent('Bob Ray, MD');
    expect(bob).toHaveTextContent('OR');
    expect(bob).toHaveTextContent('Set up');
    expect(bob).toHaveTextContent('Never');
  });

  it('a reviewer who is not an administrator gets a clear refusal, and no list', async () => {
    admin.admin = false;
    await openAsAnn();
    expect(await screen.findByText(NOT_AN_ADMIN)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Reviewers' })).toBeNull();
  });

  it('disabling asks first (focus on Cancel), then announces it; Cancel changes nothing', async () => {
    const { user } = await openAsAnn();
    await user.click(await screen.findByRole('button', { name: 'Disable: bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable bob?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(admin.reviewers[1]?.disabled).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Disable: bob' }));
    const again = await screen.findByRole('dialog', { name: 'Disable bob?' });
    await user.click(within(again).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('bob was disabled and signed out.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('bob was disabled and signed out.');
    expect(await rowOf('bob')).toHaveTextContent('Disabled');
    const sent = server.api.state.requests.find(
      (r) => r.path === ADMIN_ROUTES.disable.replace(':id', '2'),
    );
    expect(sent?.headers.get('X-Requested-With')).toBe('lmn');
  });

  it('their own row offers no disable or role removal, and says why', async () => {
    await openAsAnn();
    const own = await rowOf('ann');
    expect(own).toHaveTextContent('another administrator must disable it or remove your role');
    expect(within(own).queryByRole('button', { name: /^Disable/ })).toBeNull();
    expect(within(own).queryByRole('button', { name: /^Remove administrator/ })).toBeNull();
  });

  it('a reset link is shown once, after confirmation, ready to copy', async () => {
    const { user } = await openAsAnn();
    await user.click(await screen.findByRole('button', { name: 'Reset link: bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a reset link for bob?' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue link' }));
    const field = await screen.findByLabelText('Reset link');
    expect(field).toHaveValue(`https://letters.example.org/reset-password/${'q'.repeat(43)}`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  it('adds a reviewer without a password: confirmed, then their reset link is shown', async () => {
    const { user } = await openAsAnn();
    await user.type(await screen.findByLabelText(/^Username/), 'cleo');
    await user.type(await screen.findByLabelText('Licensed in'), 'OR,WA');
    await user.click(await screen.findByRole('button', { name: 'Add reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add reviewer cleo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Add reviewer' }));
    expect(await screen.findByText('Reviewer cleo was added.')).toBeVisible();
    expect(await screen.findByLabelText('Reset link')).toHaveValue(
      `https://letters.example.org/reset-password/${'k'.repeat(43)}`,
    );
    const sent = server.api.state.requests.find(
      (r) => r.method === 'POST' && r.path === ADMIN_ROUTES.reviewers,
    );
    expect(sent?.body).toEqual({
      username: 'cleo',
      fullName: '',
      credentials: '',
      npi: '',
      licensedIn: 'OR,WA',
    });
  });

  it('a refused change says why inside the dialog, which stays open', async () => {
    const { user } = await openAsAnn();
    await user.click(await screen.findByRole('button', { name: 'Edit profile: bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the profile of bob' });
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Bob Ray');
    expect(within(dialog).getByLabelText('Licensed in')).toHaveValue('OR');
    await user.type(within(dialog).getByLabelText('NPI'), '123');
    await user.click(await within(dialog).findByRole('button', { name: 'Save profile' }));
    expect(await within(dialog).findByText('NPI: "123" is not a valid NPI.')).toBeVisible();
  });
});
