import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_API, type CasePage } from '../../../machines/case';
import { parsePartner } from '../../../machines/partner';
import { PARTNER_ROUTES } from '../../../machines/partner/partner.api';
import { upsertPartner } from '../../../server/db/partners';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

// Issue 35 part 5: reviewers see the partner. The overview's filter lists the partners the
// server has (GET /api/partners: slug and name) and the list keeps to one
// (GET /api/cases?partner=<slug>, or `_default` for the cases from `/`), docs/server-mode.md.
const route = routeTestApp({
  reviewers: { ann: { password: 'correct horse battery' } },
  rateLimits: { submissionsPerMinute: 1000 },
});
let ann: string;
const acmeCases: number[] = [];
let plainCase: number;

async function addPartner(slug: string, name: string, webhookUrl?: string) {
  const parsed = parsePartner({
    slug,
    name,
    primaryColour: '#204080',
    supportEmail: 'help@example.com',
    products: [{ sku: 'AR-2', name: 'Acme Ride 2 stationary bike' }],
  });
  if (!parsed.ok) throw new Error(parsed.problem);
  await upsertPartner(route.db, { partner: parsed.partner, ...(webhookUrl && { webhookUrl }) });
}

async function submit(origin?: object): Promise<number> {
  const response = await route.app.inject({
    method: 'POST',
    url: CASE_API.cases,
    headers: APP_HEADERS,
    payload: { answers: { ...completeAnswers, state: 'Oregon' }, ...(origin && { origin }) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ case: { id: number } }>().case.id;
}

beforeAll(async () => {
  await addPartner('zephyr', 'Zephyr Cycles', 'https://zephyr.example/hooks');
  await addPartner('acme', 'Acme Bikes');
  acmeCases.push(await submit({ partner: 'acme', order: '1001' }));
  acmeCases.push(await submit({ partner: 'acme' }));
  await submit({ partner: 'zephyr' });
  plainCase = await submit();
  ann = await route.signIn('ann');
});

const list = async (query: string) => {
  const response = await route.app.inject({
    method: 'GET',
    url: `${CASE_API.cases}?licensed=all&limit=200${query}`,
    headers: { cookie: ann },
  });
  return { status: response.statusCode, page: response.json<CasePage>() };
};

describe('GET /api/partners', () => {
  it('is a reviewer’s: 401 without a session', async () => {
    const response = await route.app.inject({ method: 'GET', url: PARTNER_ROUTES.list });
    expect(response.statusCode).toBe(401);
  });

  it('lists each partner’s slug and name by name, and nothing else of it', async () => {
    const response = await route.app.inject({
      method: 'GET',
      url: PARTNER_ROUTES.list,
      headers: { cookie: ann },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      partners: [
        { slug: 'acme', name: 'Acme Bikes' },
        { slug: 'zephyr', name: 'Zephyr Cycles' },
      ],
    });
    expect(response.body).not.toMatch(/whsec_|zephyr\.example|help@/);
  });
});

describe('GET /api/cases?partner=', () => {
  it('keeps to one partner’s cases, each naming its partner', async () => {
    const { status, page } = await list('&partner=acme');
    expect(status).toBe(200);
    expect(page.cases.map((entry) => entry.id).sort()).toEqual([...acmeCases].sort());
    expect(page.total).toBe(acmeCases.length);
    expect(page.cases.every((entry) => entry.partner?.slug === 'acme')).toBe(true);
  });

  it('`_default` keeps to the cases without a partner (from `/`)', async () => {
    const { status, page } = await list('&partner=_default');
    expect(status).toBe(200);
    expect(page.cases.map((entry) => entry.id)).toContain(plainCase);
    expect(page.cases.every((entry) => entry.partner === undefined)).toBe(true);
    const all = await list('');
    expect(page.total).toBe(all.page.total - acmeCases.length - 1);
  });

  it('keeps to the partner in a sorted, searched list, and counts only its cases', async () => {
    const { status, page } = await list('&partner=acme&sort=name&order=desc&q=a');
    expect(status, JSON.stringify(page)).toBe(200);
    expect(page.cases.map((entry) => entry.id).sort()).toEqual([...acmeCases].sort());
    expect(page.total).toBe(acmeCases.length);
  });

  it('an unknown but well-formed slug selects no case; a value no slug can be is refused', async () => {
    expect(await list('&partner=nobody')).toMatchObject({ status: 200, page: { total: 0 } });
    for (const bad of ['Acme', 'acme_bikes', '-acme', 'a'.repeat(41)]) {
      expect((await list(`&partner=${bad}`)).status, bad).toBe(400);
    }
  });
});
