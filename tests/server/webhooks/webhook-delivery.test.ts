import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_API } from '../../../machines/case';
import { parsePartner } from '../../../machines/partner';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WebhookEventSchema,
} from '../../../machines/webhook/webhook.contract';
import { findPartnerWebhook, upsertPartner } from '../../../server/db/partners';
import { createWebhookWorker } from '../../../server/webhooks/webhook-worker';
import { verifyWebhookSignature } from '../../../server/webhooks/webhook-signature';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { ANN_PROFILE, LETTER_REQUEST } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

/** What the partner's receiver got: each request's signature header and raw body. */
interface Received {
  signature: string;
  body: string;
}

/** A partner's receiver on a loopback port that answers 503 `failures` times, then 200. */
function receiver(failures: number) {
  const received: Received[] = [];
  let left = failures;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        signature: String(request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.statusCode = left > 0 ? 503 : 200;
      left -= 1;
      response.end();
    });
  });
  return {
    received,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address() as AddressInfo;
          resolve(`http://127.0.0.1:${port}/hooks/lmn`);
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const route = routeTestApp({
  reviewers: { ann: { password: 'correct horse battery', profile: ANN_PROFILE } },
  rateLimits: { submissionsPerMinute: 1000 },
});
/** The shop whose receiver fails twice; another's, which takes everything, for the rest. */
const shop = receiver(2);
const auditor = receiver(0);
let ann: string;
let secret: string;
/** The worker's clock: an hour after the database's, which dates what it queues; moved past each backoff. */
let clock = Date.now() + 3_600_000;

/** A partner of the file, its webhook at `url`; its secret. */
async function addPartner(slug: string, url: string): Promise<string> {
  const partner = parsePartner({
    slug,
    name: 'Acme Bikes',
    primaryColour: '#204080',
    supportEmail: 'help@acme.example',
    products: [{ sku: 'AR-2', name: 'Acme Ride 2 stationary bike' }],
  });
  if (!partner.ok) throw new Error(partner.problem);
  await upsertPartner(route.db, { partner: partner.partner, webhookUrl: url });
  return (await findPartnerWebhook(route.db, slug))?.secret ?? '';
}

beforeAll(async () => {
  secret = await addPartner('acme-hooks', await shop.listen());
  await addPartner('acme-audit', await auditor.listen());
  ann = await route.signIn('ann');
});
afterAll(async () => {
  await shop.close();
  await auditor.close();
});

async function partnerCase(partner: string, order: string): Promise<number> {
  const response = await route.app.inject({
    method: 'POST',
    url: CASE_API.cases,
    headers: APP_HEADERS,
    payload: {
      answers: { ...completeAnswers, state: 'Oregon' },
      origin: { partner, product: 'AR-2', order },
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().case.id;
}

const worker = () => createWebhookWorker({ db: route.db, now: () => new Date(clock) });

describe('a partner’s webhook', () => {
  it('gets one signed event per decision across two failed attempts, recorded delivered once', async () => {
    const caseId = await partnerCase('acme-hooks', '1001');
    const approved = await route.decide(caseId, 'approve', ann);
    expect(approved.statusCode).toBe(200);

    // Counted at the shop: other tests' events go to another partner's receiver.
    const sender = worker();
    await sender.runNow();
    expect(shop.received).toHaveLength(1);
    // Not before its backoff: a run straight after the failure sends nothing.
    await sender.runNow();
    expect(shop.received).toHaveLength(1);
    clock += 31_000;
    await sender.runNow();
    expect(shop.received).toHaveLength(2);
    clock += 61_000;
    await sender.runNow();
    clock += 3_600_000;
    await sender.runNow();

    expect(shop.received).toHaveLength(3);
    const bodies = new Set(shop.received.map(({ body }) => body));
    expect(bodies.size).toBe(1);
    const [delivered] = shop.received.slice(-1);
    const at = Math.floor(clock / 1000) - 3600;
    expect(verifyWebhookSignature(secret, delivered!.signature, delivered!.body, at)).toBe('valid');
    const event = v.parse(WebhookEventSchema, JSON.parse(delivered!.body));
    expect(event).toMatchObject({
      type: 'letter.issued',
      case: { reference: caseId, order: '1001' },
      outcome: 'approved',
      letter: { number: expect.any(Number) },
    });
    const rows = await route.db
      .selectFrom('webhook_deliveries')
      .select(['attempts', 'delivered_at', 'last_status'])
      .where('case_id', '=', caseId)
      .execute();
    expect(rows).toEqual([{ attempts: 3, delivered_at: expect.any(Date), last_status: 200 }]);
  });

  it('tells each letter issued, superseded and revoked, and the denial, naming nothing of the patient', async () => {
    const caseId = await partnerCase('acme-audit', '1002');
    await route.decided(caseId, 'approve', ann);
    await route.decided(caseId, 'approve', ann, { expectedStatus: 'Completed' });
    await route.decided(caseId, 'deny', ann, { expectedStatus: 'Completed' });
    const bodies = await route.db
      .selectFrom('webhook_deliveries')
      .select(['body'])
      .where('case_id', '=', caseId)
      .orderBy('id')
      .execute();
    const events = bodies.map(({ body }) => v.parse(WebhookEventSchema, JSON.parse(body)));
    expect(events.map((event) => event.type)).toEqual([
      'letter.issued',
      'letter.superseded',
      'letter.issued',
      'letter.revoked',
      'case.denied',
    ]);
    const [first, superseded, second, revoked] = events;
    expect(superseded?.letter?.number).toBe(first?.letter?.number);
    expect(revoked?.letter?.number).toBe(second?.letter?.number);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    for (const { body } of bodies) {
      expect(body).not.toContain(completeAnswers.name);
      expect(body).not.toContain('Oregon');
      // The letter's diagnosis, by its code and its condition (an id's random hex may hold
      // "e66", but never the code's dot).
      for (const { code, condition } of LETTER_REQUEST.diagnoses) {
        expect(body).not.toContain(code);
        expect(body).not.toContain(condition);
      }
      expect(body).not.toMatch(/diagnos/i);
    }
  });

  it('queues nothing for a case from / or a partner without a webhook address', async () => {
    const plain = await route.submit({ ...completeAnswers, state: 'Oregon' });
    await route.decided(plain.id, 'approve', ann);
    const queued = await route.db
      .selectFrom('webhook_deliveries')
      .select(['id'])
      .where('case_id', '=', plain.id)
      .execute();
    expect(queued).toEqual([]);
  });
});
