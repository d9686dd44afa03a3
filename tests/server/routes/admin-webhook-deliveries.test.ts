import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, type WebhookDeliveries } from '../../../machines/account/admin.api';
import { CASE_API } from '../../../machines/case';
import { parsePartner } from '../../../machines/partner';
import { findPartnerWebhook, upsertPartner } from '../../../server/db/partners';
import { createWebhookWorker } from '../../../server/webhooks/webhook-worker';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

// Issue 35: the partners' webhook delivery status is visible to administrators
// (GET /api/admin/webhook-deliveries, docs/webhooks.md): partner, event type, case, delivered,
// pending or failed, attempts, the last error's kind and the times; never a body or a secret.
const PASSWORD = 'lantern orchard seventeen';
const route = routeTestApp({
  reviewers: {
    ann: { password: PASSWORD, profile: ANN_PROFILE },
    eva: { password: PASSWORD },
  },
  rateLimits: { submissionsPerMinute: 1000 },
});

/** A receiver on a loopback port that answers every request with `status`. */
function receiver(status: number) {
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.statusCode = status;
      response.end();
    });
  });
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address() as AddressInfo;
          resolve(`http://127.0.0.1:${port}/hooks`);
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const refusing = receiver(503);
const taking = receiver(200);
/** A loopback address where nothing listens any more: no connection. */
const gone = receiver(200);
let ann: string;
let eva: string;
const secrets: string[] = [];
/** The worker's clock: past everything the database dates; never past a backoff. */
const clock = Date.now() + 3_600_000;
const cases: Record<'failed' | 'delivered' | 'unreachable' | 'pending', number> = {
  failed: 0,
  delivered: 0,
  unreachable: 0,
  pending: 0,
};

async function addPartner(slug: string, name: string, url: string) {
  const parsed = parsePartner({
    slug,
    name,
    primaryColour: '#204080',
    supportEmail: 'help@example.com',
    products: [{ sku: 'AR-2', name: 'Acme Ride 2 stationary bike' }],
  });
  if (!parsed.ok) throw new Error(parsed.problem);
  await upsertPartner(route.db, { partner: parsed.partner, webhookUrl: url });
  secrets.push((await findPartnerWebhook(route.db, slug))?.secret ?? '');
}

async function decidedCase(partner: string, decision: 'approve' | 'deny'): Promise<number> {
  const response = await route.app.inject({
    method: 'POST',
    url: CASE_API.cases,
    headers: APP_HEADERS,
    payload: {
      answers: { ...completeAnswers, state: 'Oregon' },
      origin: { partner, order: 'ORDER-77' },
    },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json<{ case: { id: number } }>().case.id;
  await route.decided(id, decision, ann);
  return id;
}

const sendDue = () => createWebhookWorker({ db: route.db, now: () => new Date(clock) }).runNow();

beforeAll(async () => {
  await addPartner('bolt', 'Bolt Bikes', await refusing.listen());
  await addPartner('acme', 'Acme Bikes', await taking.listen());
  await addPartner('gone', 'Gone Cycles', await gone.listen());
  await gone.close();
  await route.db
    .updateTable('reviewers')
    .set({ is_admin: true })
    .where('username', '=', 'eva')
    .execute();
  ann = await route.signIn('ann');
  eva = await route.signIn('eva');
  // Each sent before the next is queued, so each run sends the one due.
  cases.failed = await decidedCase('bolt', 'approve');
  await sendDue();
  cases.delivered = await decidedCase('acme', 'deny');
  await sendDue();
  cases.unreachable = await decidedCase('gone', 'approve');
  await sendDue();
  cases.pending = await decidedCase('bolt', 'deny');
});
afterAll(async () => {
  await refusing.close();
  await taking.close();
});

const read = async () => {
  const response = await route.app.inject({
    method: 'GET',
    url: ADMIN_ROUTES.webhookDeliveries,
    headers: { cookie: eva },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { text: response.body, ...response.json<WebhookDeliveries>() };
};

describe('GET /api/admin/webhook-deliveries', () => {
  it('lists each event newest first, with its partner, type, case and how it stands', async () => {
    const { deliveries } = await read();
    const ours = Object.values(cases);
    const listed = deliveries.filter((entry) => ours.includes(entry.caseReference));
    expect(listed.map((entry) => entry.caseReference)).toEqual([
      cases.pending,
      cases.unreachable,
      cases.delivered,
      cases.failed,
    ]);
    const ids = deliveries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [pending, unreachable, delivered, failed] = listed;
    expect(pending).toMatchObject({
      partner: { slug: 'bolt', name: 'Bolt Bikes' },
      eventType: 'case.denied',
      state: 'pending',
      attempts: 0,
      lastStatus: null,
      lastError: null,
      deliveredAt: null,
      nextAttemptAt: expect.any(String),
    });
    expect(unreachable).toMatchObject({
      partner: { slug: 'gone', name: 'Gone Cycles' },
      eventType: 'letter.issued',
      state: 'failed',
      attempts: 1,
      lastStatus: null,
      lastError: 'network',
      deliveredAt: null,
    });
    expect(delivered).toMatchObject({
      partner: { slug: 'acme', name: 'Acme Bikes' },
      eventType: 'case.denied',
      state: 'delivered',
      attempts: 1,
      lastStatus: 200,
      lastError: null,
      deliveredAt: expect.any(String),
      nextAttemptAt: null,
    });
    expect(failed).toMatchObject({
      partner: { slug: 'bolt', name: 'Bolt Bikes' },
      eventType: 'letter.issued',
      state: 'failed',
      attempts: 1,
      lastStatus: 503,
      lastError: 'http',
      deliveredAt: null,
    });
    // The failure's time to retry is after the attempt, by the backoff.
    expect(Date.parse(failed?.nextAttemptAt ?? '')).toBeGreaterThan(clock);
  });

  it('never carries a body, a signature, a secret, an address or the order', async () => {
    const { text } = await read();
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/whsec_|evt_|127\.0\.0\.1|ORDER-77|LMN-Signature|"body"/i);
  });
});
