import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_API } from '../../../machines/case';
import { parsePartner, recommendationFor } from '../../../machines/partner';
import { upsertPartner } from '../../../server/db/partners';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { ANN_PROFILE, LETTER_REQUEST } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

const route = routeTestApp({
  reviewers: { ann: { password: 'correct horse battery', profile: ANN_PROFILE } },
  rateLimits: { submissionsPerMinute: 1000, statusPerMinute: 1000 },
});
let ann: string;

// The example partner: two products, the first its default.
beforeAll(async () => {
  const acme = parsePartner({
    slug: 'acme',
    name: 'Acme Bikes',
    primaryColour: '#204080',
    supportEmail: 'help@acme.example',
    products: [
      { sku: 'AR-2', name: 'Acme Ride 2 stationary bike' },
      { sku: 'AR-3', name: 'Acme Ride 3', usage: '20 minutes a day', duration: '6 months' },
    ],
  });
  if (!acme.ok) throw new Error(acme.problem);
  await upsertPartner(route.db, { partner: acme.partner });
  ann = await route.signIn('ann');
});

/** The survey's answers from Oregon (Ann's state), sent as the browser at `/p/...` sends them. */
const submit = (origin?: object, idempotencyKey?: string) =>
  route.app.inject({
    method: 'POST',
    url: CASE_API.cases,
    headers: { ...APP_HEADERS, ...(idempotencyKey && { 'idempotency-key': idempotencyKey }) },
    payload: { answers: { ...completeAnswers, state: 'Oregon' }, ...(origin && { origin }) },
  });

const caseOf = async (id: number) =>
  (
    await route.app.inject({ method: 'GET', url: `/api/cases/${id}`, headers: { cookie: ann } })
  ).json().case;

const caseCount = async () =>
  Number(
    (
      await route.db
        .selectFrom('cases')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a submission from a partner’s link', () => {
  it('stores the partner, the link’s product as the partner names it, and the order', async () => {
    const response = await submit({ partner: 'acme', product: 'AR-3', order: '1001' });
    expect(response.statusCode).toBe(201);
    expect((await caseOf(response.json().case.id)).partner).toEqual({
      slug: 'acme',
      product: {
        sku: 'AR-3',
        name: 'Acme Ride 3',
        usage: '20 minutes a day',
        duration: '6 months',
      },
      order: '1001',
    });
  });

  it('takes the partner’s default product when the link names none', async () => {
    const response = await submit({ partner: 'acme' });
    expect(response.statusCode).toBe(201);
    expect((await caseOf(response.json().case.id)).partner).toEqual({
      slug: 'acme',
      product: {
        sku: 'AR-2',
        name: 'Acme Ride 2 stationary bike',
        usage: '30 minutes a day, 5 days a week',
        duration: '12 months',
      },
    });
  });

  it('refuses a product the partner does not offer, or a partner that does not exist (422), storing nothing', async () => {
    const before = await caseCount();
    const unknownSku = await submit({ partner: 'acme', product: 'ZZ-9' });
    expect(unknownSku.statusCode).toBe(422);
    expect(unknownSku.json().error).toMatch(
      /The product "ZZ-9" is not one Acme Bikes × Provider offers/,
    );
    const unknownPartner = await submit({ partner: 'nobody' });
    expect(unknownPartner.statusCode).toBe(422);
    expect(unknownPartner.json().error).toMatch(/This partner link is not valid/);
    expect(await caseCount()).toBe(before);
  });

  it('refuses a malformed origin as a bad request (400)', async () => {
    for (const origin of [{ partner: 'Acme' }, { partner: 'acme', order: 'x'.repeat(41) }]) {
      expect((await submit(origin)).statusCode).toBe(400);
    }
  });

  it('leaves a case from / without a partner', async () => {
    const response = await submit();
    expect(response.statusCode).toBe(201);
    expect((await caseOf(response.json().case.id)).partner).toBeUndefined();
  });

  it('signs a letter that names the partner’s product, as the Approve dialog fills it in', async () => {
    const submitted = await submit({ partner: 'acme', product: 'AR-2', order: '1001' });
    const stored = await caseOf(submitted.json().case.id);
    const approved = await route.decide(stored.id, 'approve', ann, {
      body: { ...LETTER_REQUEST, recommendation: recommendationFor(stored.partner.product) },
    });
    expect(approved.statusCode).toBe(200);
    const letter = await route.app.inject({
      method: 'GET',
      url: `/api/letters/${stored.id}`,
      headers: { cookie: ann },
    });
    expect(letter.json().letter.content.recommendation).toEqual({
      product: 'Acme Ride 2 stationary bike (model AR-2)',
      usage: '30 minutes a day, 5 days a week',
      duration: '12 months',
    });
  });

  // docs/server-mode.md: a key replays the same submission only; the link is part of it.
  it('replays a retry from the same link, and refuses the key for the same answers from another product or order', async () => {
    const key = 'partner-link-retry-0001';
    const first = await submit({ partner: 'acme', product: 'AR-2', order: '1002' }, key);
    expect(first.statusCode).toBe(201);
    const retry = await submit({ partner: 'acme', product: 'AR-2', order: '1002' }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().case.id).toBe(first.json().case.id);
    const before = await caseCount();
    for (const origin of [
      { partner: 'acme', product: 'AR-3', order: '1002' },
      { partner: 'acme', product: 'AR-2', order: '1003' },
      { partner: 'acme', product: 'AR-2' },
      undefined,
    ]) {
      expect((await submit(origin, key)).statusCode, JSON.stringify(origin)).toBe(422);
    }
    expect(await caseCount()).toBe(before);
  });
});
