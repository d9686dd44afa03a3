import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SecurityEventEntry } from '../../../machines/account/admin.api';
import { reviewerNamed, withAdminApi, type FakeAdminState } from '../../support/fake-admin-api';
import { renderApp } from '../../support/render';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

// Issue 34 part 5: administrators see the events at /admin/security-events, newest first,
// filterable by reviewer, a page at a time.
const server = withFakeServer();
let admin: FakeAdminState;

const event = (id: number, reviewer: string, kind: SecurityEventEntry['kind']) => ({
  id: String(id),
  kind,
  occurredAt: new Date(Date.UTC(2026, 10, 27, 9, 0, id)).toISOString(),
  reviewer,
  actor: kind === 'reviewer-disabled' ? 'ann' : null,
  address: '10.0.0.7',
  detail: `event ${id}`,
});

beforeEach(() => {
  admin = withAdminApi(server.api, {
    admin: true,
    reviewers: [reviewerNamed('ann', 1), reviewerNamed('bob', 2)],
    events: [
      event(5, 'bob', 'reviewer-disabled'),
      event(4, 'ann', 'sign-in'),
      event(3, 'bob', 'sign-in-failed'),
      event(2, 'ann', 'sign-out'),
      event(1, 'bob', 'sign-in'),
    ],
    pageSize: 2,
  });
});

async function openAsAnn() {
  const view = renderApp('/admin/security-events');
  await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
  await screen.findByRole('heading', { level: 1, name: 'Security events' });
  return view;
}

const details = async () => {
  const table = await screen.findByRole('table', { name: 'Security events, newest first' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
};

describe('/admin/security-events in server mode', () => {
  it('lists the newest first, a page at a time, and who acted', async () => {
    const { user } = await openAsAnn();
    expect(await details()).toEqual(['event 5', 'event 4']);
    expect(screen.getByRole('table', { name: /Security events/ })).toHaveTextContent(
      'reviewer-disabled',
    );
    await user.click(await screen.findByRole('button', { name: 'Older events' }));
    await waitFor(async () =>
      expect(await details()).toEqual(['event 5', 'event 4', 'event 3', 'event 2']),
    );
  });

  it('filters by reviewer', async () => {
    const { user } = await openAsAnn();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Reviewer' }), 'bob');
    await waitFor(async () => expect(await details()).toEqual(['event 5', 'event 3']));
    const asked = server.api.state.requests.filter((r) => r.path === '/api/admin/security-events');
    expect(asked.at(-1)?.query.get('reviewer')).toBe('2');
  });

  it('a reviewer who is not an administrator is told why, with no events', async () => {
    admin.admin = false;
    await openAsAnn();
    expect(await screen.findByText(/Only the clinic’s administrators/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
