import { beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_EVENTS_PAGE_SIZE } from '../../../machines/account/account.rules';
import { ADMIN_ROUTES, type SecurityEventsPage } from '../../../machines/account/admin.api';
import { findReviewer } from '../../../server/db/reviewers';
import { recordSecurityEvent } from '../../../server/db/security-events';
import { routeTestApp } from '../support/route-test-app';

// Issue 34 part 5: administrators see the security trail at /admin/security-events, newest
// first, filterable by reviewer; a page at a time, never the whole table.
const PASSWORD = 'lantern orchard seventeen';
const route = routeTestApp({
  reviewers: {
    eva: { password: PASSWORD },
    ivo: { password: PASSWORD },
    uma: { password: PASSWORD },
    ole: { password: PASSWORD },
  },
});

let eva: string;
let ivoId: number;
/** More of Ivo's events than one page holds. */
const IVO_EVENTS = SECURITY_EVENTS_PAGE_SIZE + 7;

beforeAll(async () => {
  await route.db
    .updateTable('reviewers')
    .set({ is_admin: true })
    .where('username', '=', 'eva')
    .execute();
  ivoId = (await findReviewer(route.db, 'ivo'))?.id ?? 0;
  for (let n = 0; n < IVO_EVENTS; n += 1) {
    await recordSecurityEvent(route.db, {
      kind: 'sign-out',
      reviewerId: ivoId,
      address: '10.0.0.1',
      detail: `#${n}`,
    });
  }
  eva = await route.signIn('eva');
});

const read = async (query: string) => {
  const response = await route.app.inject({
    method: 'GET',
    url: `${ADMIN_ROUTES.securityEvents}${query}`,
    headers: { cookie: eva },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SecurityEventsPage>();
};

describe('GET /api/admin/security-events', () => {
  it('one reviewer’s events, newest first, a page at a time, each once', async () => {
    const first = await read(`?reviewer=${ivoId}`);
    expect(first.events).toHaveLength(SECURITY_EVENTS_PAGE_SIZE);
    expect(first.events[0]?.detail).toBe(`#${IVO_EVENTS - 1}`);
    expect(first.events.every((event) => event.reviewer === 'ivo')).toBe(true);
    expect(first.nextBefore).not.toBeNull();
    const second = await read(`?reviewer=${ivoId}&before=${first.nextBefore}`);
    expect(second.events.map((event) => event.detail)).toEqual(
      Array.from(
        { length: IVO_EVENTS - SECURITY_EVENTS_PAGE_SIZE },
        (_, n) => `#${IVO_EVENTS - SECURITY_EVENTS_PAGE_SIZE - 1 - n}`,
      ),
    );
    expect(second.nextBefore).toBeNull();
    const ids = [...first.events, ...second.events].map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('everyone’s, with the sign-ins that just happened on top', async () => {
    await route.signIn('uma');
    const all = await read('');
    expect(all.events[0]).toMatchObject({ kind: 'sign-in', reviewer: 'uma', actor: null });
    expect(all.events.length).toBeLessThanOrEqual(SECURITY_EVENTS_PAGE_SIZE);
  });

  it('an administrator’s action is listed under the administrator and under the reviewer', async () => {
    const oleId = (await findReviewer(route.db, 'ole'))?.id ?? 0;
    const disabled = await route.app.inject({
      method: 'POST',
      url: ADMIN_ROUTES.disable.replace(':id', String(oleId)),
      headers: { cookie: eva, 'x-requested-with': 'lmn' },
    });
    expect(disabled.statusCode).toBe(200);
    const evaId = (await findReviewer(route.db, 'eva'))?.id ?? 0;
    for (const id of [evaId, oleId]) {
      expect((await read(`?reviewer=${id}`)).events[0]).toMatchObject({
        kind: 'reviewer-disabled',
        reviewer: 'ole',
        actor: 'eva',
      });
    }
  });

  it('refuses a query that is not a reviewer’s id or a position (400)', async () => {
    const refused = await route.app.inject({
      method: 'GET',
      url: `${ADMIN_ROUTES.securityEvents}?reviewer=ivo`,
      headers: { cookie: eva },
    });
    expect(refused.statusCode).toBe(400);
  });
});
