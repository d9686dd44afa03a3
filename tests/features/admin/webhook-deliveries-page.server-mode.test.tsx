import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WebhookDeliveryEntry } from '../../../machines/account/admin.api';
import { reviewerNamed, withAdminApi, type FakeAdminState } from '../../support/fake-admin-api';
import { renderApp } from '../../support/render';
import { PASSWORD, signInWith, withFakeServer } from '../../support/server-mode';

// Issue 35: administrators see the partners' webhook deliveries at /admin/webhook-deliveries
// (docs/webhooks.md): partner, event, case, delivered / pending / failed, attempts, the last
// error's kind and the times, newest first; read-only.
const server = withFakeServer();
let admin: FakeAdminState;

const delivery = (id: number, fields: Partial<WebhookDeliveryEntry>): WebhookDeliveryEntry => ({
  id,
  partner: { slug: 'acme', name: 'Acme Bikes' },
  eventType: 'letter.issued',
  caseReference: 40 + id,
  state: 'pending',
  attempts: 0,
  lastStatus: null,
  lastError: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  deliveredAt: null,
  nextAttemptAt: '2026-11-27T09:00:00.000Z',
  ...fields,
});

beforeEach(() => {
  admin = withAdminApi(server.api, {
    admin: true,
    reviewers: [reviewerNamed('ann', 1)],
    events: [],
    pageSize: 50,
    deliveries: [
      delivery(3, { state: 'failed', attempts: 2, lastStatus: 503, lastError: 'http' }),
      delivery(2, {
        partner: { slug: 'zephyr', name: 'Zephyr Cycles' },
        eventType: 'case.denied',
        state: 'delivered',
        attempts: 1,
        lastStatus: 200,
        deliveredAt: '2026-11-27T09:00:05.000Z',
        nextAttemptAt: null,
      }),
      delivery(1, { state: 'failed', attempts: 1, lastError: 'timeout' }),
    ],
  });
});

async function openAsAnn() {
  const view = renderApp('/admin/webhook-deliveries');
  await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
  await screen.findByRole('heading', { level: 1, name: 'Webhook deliveries' });
  return view;
}

const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Webhook deliveries, newest first' });
  return within(table)
    .getAllByRole('row')
    .map((row) => {
      const headers = within(row).queryAllByRole('columnheader');
      const cells = headers.length > 0 ? headers : within(row).getAllByRole('cell');
      return cells.map((cell) => cell.textContent);
    });
};

describe('/admin/webhook-deliveries in server mode', () => {
  it('lists each event with its partner, case, status, attempts and last error', async () => {
    await openAsAnn();
    const [header, failed, delivered, timedOut] = await rows();
    expect(header).toEqual([
      'Queued',
      'Partner',
      'Event',
      'Case',
      'Status',
      'Attempts',
      'Last error',
      'Delivered',
      'Next attempt',
    ]);
    expect(failed?.slice(1, 7)).toEqual([
      'Acme Bikes',
      'letter.issued',
      '43',
      'Failed, will retry',
      '2',
      'HTTP 503',
    ]);
    expect(delivered?.slice(1, 7)).toEqual([
      'Zephyr Cycles',
      'case.denied',
      '42',
      'Delivered',
      '1',
      '',
    ]);
    expect(delivered?.[7]).not.toBe('');
    expect(timedOut?.[6]).toBe('No answer in time');
  });

  it('says so when there is none yet', async () => {
    admin.deliveries = [];
    await openAsAnn();
    expect(await screen.findByText('No webhook events yet.')).toBeVisible();
  });

  it('a reviewer who is not an administrator is told why, with no deliveries', async () => {
    admin.admin = false;
    await openAsAnn();
    expect(await screen.findByText(/Only the clinic’s administrators/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is linked from the reviewers page', async () => {
    const view = renderApp('/admin/reviewers');
    await signInWith(view.user, 'ann', PASSWORD, { redirected: true });
    expect(await screen.findByRole('link', { name: 'Webhook deliveries' })).toHaveAttribute(
      'href',
      '/admin/webhook-deliveries',
    );
  });
});
