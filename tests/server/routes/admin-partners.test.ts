import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FACTOR_REQUIRED, NOT_AN_ADMIN } from '../../../machines/account/account.rules';
import { routePath } from '../../../machines/api/contract';
import {
  PARTNER_ADMIN_ROUTES,
  type AdminPartner,
} from '../../../machines/partner/partner-admin.api';
import { OPENAPI_ROUTE } from '../../../machines/api/openapi.endpoints';
import { PARTNER_ADMIN_ENDPOINTS } from '../../../machines/partner/partner-admin.endpoints';
import { findPartner, findPartnerWebhook } from '../../../server/db/partners';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

// Issue 35: administrators manage partners at /admin/partners (docs/server-mode.md) with the
// rules of `npm run partner:add` (docs/decisions/2026-11-27-partners-as-data.md): a refusal
// names its field (422); a webhook secret is shown once, when it is made, and never listed.
const PASSWORD = 'lantern orchard seventeen';
const route = routeTestApp({
  reviewers: {
    ada: { password: PASSWORD },
    abe: { password: PASSWORD, secondFactor: false },
    rex: { password: PASSWORD },
  },
});
let ada: string;

beforeAll(async () => {
  await route.db
    .updateTable('reviewers')
    .set({ is_admin: true })
    .where('username', 'in', ['ada', 'abe'])
    .execute();
  ada = await route.signIn('ada');
});

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** A partner's fields as the edit form sends them. */
const ACME_FIELDS = {
  name: 'Acme Bikes',
  provider: 'Northwest Care',
  primaryColour: '#204080',
  supportEmail: 'help@acme.example',
  logo: {
    type: 'image/svg+xml',
    data: base64('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>'),
  },
  products: [
    {
      sku: 'AR-2',
      name: 'Acme Ride 2 stationary bike',
      usage: '30 minutes a day, 5 days a week',
      duration: '12 months',
    },
    { sku: 'AR-3', name: 'Acme Ride 3', usage: '20 minutes a day', duration: '6 months' },
  ],
  webhookUrl: 'https://acme.example/hooks/lmn',
};
/** A partner as the add form sends it, under `slug`. */
const partnerNamed = (slug: string) => ({ slug, ...ACME_FIELDS });

const send = (url: string, payload: object | undefined, cookie: string | null = ada) =>
  route.app.inject({
    method: 'POST',
    url,
    headers: { ...APP_HEADERS, ...(cookie ? { cookie } : {}) },
    ...(payload && { payload }),
  });
const add = (partner: object, cookie?: string | null) =>
  send(PARTNER_ADMIN_ROUTES.partners, partner, cookie);
const edit = (slug: string, fields: object) =>
  send(routePath(PARTNER_ADMIN_ROUTES.partner, { slug }), fields);
const list = () =>
  route.app.inject({ method: 'GET', url: PARTNER_ADMIN_ROUTES.partners, headers: { cookie: ada } });

async function trail(slug: string) {
  return route.db
    .selectFrom('security_events')
    .select(['kind', 'detail', 'reviewer_id', 'actor_id'])
    .where('detail', '=', slug)
    .orderBy('id')
    .execute();
}

describe('POST /api/admin/partners', () => {
  it('adds the partner, answers its webhook secret once, and records who did it', async () => {
    const response = await add(partnerNamed('acme-add'));
    expect(response.statusCode, response.body).toBe(201);
    const { partner, webhookSecret } = response.json<{
      partner: AdminPartner;
      webhookSecret: string;
    }>();
    expect(partner).toMatchObject({
      slug: 'acme-add',
      name: 'Acme Bikes',
      primaryColour: '#204080',
    });
    expect(partner.products.map((product) => product.sku)).toEqual(['AR-2', 'AR-3']);
    expect(await findPartnerWebhook(route.db, 'acme-add')).toEqual({
      url: 'https://acme.example/hooks/lmn',
      secret: webhookSecret,
    });
    expect((await findPartner(route.db, 'acme-add'))?.provider).toBe('Northwest Care');
    const adaId = (
      await route.db
        .selectFrom('reviewers')
        .select('id')
        .where('username', '=', 'ada')
        .executeTakeFirstOrThrow()
    ).id;
    expect(await trail('acme-add')).toEqual([
      { kind: 'partner-added', detail: 'acme-add', reviewer_id: null, actor_id: adaId },
    ]);
  });

  it('never lists a webhook secret, neither made with the partner nor renewed', async () => {
    const added = await add(partnerNamed('acme-list'));
    const first = added.json<{ webhookSecret: string }>().webhookSecret;
    const renewed = await send(
      routePath(PARTNER_ADMIN_ROUTES.secret, { slug: 'acme-list' }),
      undefined,
    );
    expect(renewed.statusCode).toBe(201);
    const second = renewed.json<{ webhookSecret: string }>().webhookSecret;
    expect(second).not.toBe(first);
    expect((await findPartnerWebhook(route.db, 'acme-list'))?.secret).toBe(second);
    const listed = await list();
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json<{ partners: AdminPartner[] }>().partners.map((p) => p.slug)).toContain(
      'acme-list',
    );
    expect(listed.body).not.toContain(first);
    expect(listed.body).not.toContain(second);
    expect(listed.body).not.toMatch(/whsec_/);
    expect((await trail('acme-list')).map((event) => event.kind)).toEqual([
      'partner-added',
      'partner-secret-renewed',
    ]);
  });

  it('refuses a slug taken already (409), keeping the stored partner', async () => {
    await add(partnerNamed('acme-twice'));
    const again = await add({ ...partnerNamed('acme-twice'), name: 'Other Bikes' });
    expect(again.statusCode).toBe(409);
    expect((await findPartner(route.db, 'acme-twice'))?.name).toBe('Acme Bikes');
  });

  it.each([
    ['a slug with capitals and a space', { slug: 'Acme Bikes' }, 'slug', /slug is 1 to 40/],
    [
      'a colour white text is not readable on',
      { primaryColour: '#777777' },
      'primaryColour',
      /contrast of 4\.48:1; WCAG AA asks at least 4\.5:1/,
    ],
    [
      'an SVG logo with a script',
      {
        logo: {
          type: 'image/svg+xml',
          data: base64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
      },
      'logo',
      /holds a script/,
    ],
    [
      'a plain http webhook to another machine',
      { webhookUrl: 'http://acme.example/hooks' },
      'webhookUrl',
      /https:\/\//,
    ],
    [
      'two products with one SKU',
      {
        products: [
          { sku: 'AR-2', name: 'One', usage: 'daily', duration: '1 month' },
          { sku: 'AR-2', name: 'Two', usage: 'daily', duration: '1 month' },
        ],
      },
      'products',
      /same SKU/,
    ],
    [
      'a product without a name',
      { products: [{ sku: 'AR-2', name: ' ', usage: 'daily', duration: '1 month' }] },
      'products.0.name',
      /product name is empty/,
    ],
  ])(
    'refuses %s (422, the field named) and writes nothing',
    async (_what, change, field, message) => {
      const slug = 'slug' in change ? String(change.slug) : 'acme-refused';
      const response = await add({ ...partnerNamed('acme-refused'), ...change });
      expect(response.statusCode, response.body).toBe(422);
      const refusal = response.json<{ error: string; field: string }>();
      expect(refusal.field).toBe(field);
      expect(refusal.error).toMatch(message);
      expect(await findPartner(route.db, slug)).toBeNull();
      expect(await trail(slug)).toEqual([]);
    },
  );

  it('a webhook to a loopback address may be plain http; none at all is fine too', async () => {
    const loopback = await add({
      ...partnerNamed('acme-loop'),
      webhookUrl: 'http://127.0.0.1:8080/hooks',
    });
    expect(loopback.statusCode, loopback.body).toBe(201);
    const none = await add({ ...partnerNamed('acme-none'), webhookUrl: null, logo: null });
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json<{ partner: AdminPartner }>().partner).toMatchObject({
      webhookUrl: null,
      logo: null,
    });
  });
});

describe('POST /api/admin/partners/:slug', () => {
  it('changes the fields, keeps the slug and the secret, and records it', async () => {
    await add(partnerNamed('acme-edit'));
    const before = await findPartnerWebhook(route.db, 'acme-edit');
    const fields = ACME_FIELDS;
    const response = await edit('acme-edit', {
      ...fields,
      name: 'Acme Cycles',
      primaryColour: '#1b5e7a',
      products: [fields.products[1]],
      webhookUrl: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ partner: AdminPartner }>().partner).toMatchObject({
      slug: 'acme-edit',
      name: 'Acme Cycles',
      primaryColour: '#1b5e7a',
      webhookUrl: null,
    });
    expect(response.body).not.toContain(before?.secret ?? 'whsec_');
    expect((await findPartner(route.db, 'acme-edit'))?.products.map((p) => p.sku)).toEqual([
      'AR-3',
    ]);
    expect((await findPartnerWebhook(route.db, 'acme-edit'))?.secret).toBe(before?.secret);
    expect((await trail('acme-edit')).map((event) => event.kind)).toEqual([
      'partner-added',
      'partner-changed',
    ]);
  });

  it('refuses a low-contrast colour with the field named, changing nothing', async () => {
    await add(partnerNamed('acme-grey'));
    const response = await edit('acme-grey', { ...ACME_FIELDS, primaryColour: '#aaaaaa' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ field: 'primaryColour' });
    expect((await findPartner(route.db, 'acme-grey'))?.primaryColour).toBe('#204080');
  });

  it('answers 404 for a partner no one added', async () => {
    expect((await edit('nobody', ACME_FIELDS)).statusCode).toBe(404);
    const renewed = await send(
      routePath(PARTNER_ADMIN_ROUTES.secret, { slug: 'nobody' }),
      undefined,
    );
    expect(renewed.statusCode).toBe(404);
  });
});

describe('who may manage partners', () => {
  const calls = Object.values(PARTNER_ADMIN_ENDPOINTS).map((endpoint) => ({
    name: `${endpoint.method} ${endpoint.route}`,
    method: endpoint.method,
    url: endpoint.route.replace(':slug', 'acme-add'),
  }));

  it.each([
    ['anyone without a session', null, 401, 'Sign in to continue.'],
    ['a reviewer who is not an administrator', 'rex', 403, NOT_AN_ADMIN],
    ['an administrator without a second factor', 'abe', 403, ADMIN_FACTOR_REQUIRED],
  ])('%s is refused on every call', async (_who, username, status, message) => {
    const cookie = username === null ? null : await route.signIn(username);
    for (const call of calls) {
      const response = await route.app.inject({
        method: call.method,
        url: call.url,
        headers: { ...APP_HEADERS, ...(cookie ? { cookie } : {}) },
        ...(call.method === 'POST' && { payload: partnerNamed('acme-sneak') }),
      });
      expect(response.statusCode, call.name).toBe(status);
      expect(response.json().error, call.name).toBe(message);
    }
    expect(await findPartner(route.db, 'acme-sneak')).toBeNull();
  });
});

describe('the API description for integrators', () => {
  it('describes the partner calls, with the 422 that names the field', async () => {
    const response = await route.app.inject({ method: 'GET', url: OPENAPI_ROUTE });
    const { paths } = response.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(paths['/api/admin/partners'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(paths['/api/admin/partners']?.post?.responses).toHaveProperty('422');
    expect(paths['/api/admin/partners/{slug}']).toHaveProperty('post');
    expect(paths['/api/admin/partners/{slug}/secret']).toHaveProperty('post');
  });
});
