import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_READ_HEADER } from '../../../machines/case';
import { SESSION_API, SessionTimingSchema } from '../../../machines/session';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

const PASSWORD = 'lantern orchard seventeen';
const MINUTE = 60_000;
/** The server's clock, moved by the tests. */
let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
const route = routeTestApp({
  reviewers: { ann: { password: PASSWORD } },
  // SESSION_IDLE_MINUTES=2, as a clinic might set it.
  sessionIdleMs: 2 * MINUTE,
  now: () => new Date(clock),
});

const timingOf = (body: unknown) => v.parse(SessionTimingSchema, body);

describe('the idle timing the page counts down', () => {
  it('GET /api/session tells the configured length and what is left, without renewing', async () => {
    const cookie = await route.signIn('ann');
    clock += 30_000;
    const first = await route.app.inject({
      method: 'GET',
      url: SESSION_API.session,
      headers: { cookie },
    });
    expect(timingOf(first.json())).toEqual({ idleMs: 2 * MINUTE, idleRemainingMs: 90_000 });
    clock += 30_000;
    const second = await route.app.inject({
      method: 'GET',
      url: SESSION_API.session,
      headers: { cookie },
    });
    expect(timingOf(second.json())).toEqual({ idleMs: 2 * MINUTE, idleRemainingMs: 60_000 });
  });

  it('POST /api/session/activity starts the full length again', async () => {
    const cookie = await route.signIn('ann');
    clock += 100_000;
    const stay = await route.app.inject({
      method: 'POST',
      url: SESSION_API.activity,
      headers: { ...APP_HEADERS, cookie },
    });
    expect(stay.statusCode).toBe(200);
    expect(timingOf(stay.json())).toEqual({ idleMs: 2 * MINUTE, idleRemainingMs: 2 * MINUTE });
  });

  it('a read the page makes by itself (x-background-read: 1) is not activity; the same read is', async () => {
    const cookie = await route.signIn('ann');
    const remaining = async () =>
      timingOf(
        (
          await route.app.inject({ method: 'GET', url: SESSION_API.session, headers: { cookie } })
        ).json(),
      ).idleRemainingMs;
    clock += 30_000;
    await route.app.inject({
      method: 'GET',
      url: '/api/cases/1',
      headers: { cookie, [BACKGROUND_READ_HEADER]: '1' },
    });
    expect(await remaining()).toBe(90_000);
    await route.app.inject({ method: 'GET', url: '/api/cases/1', headers: { cookie } });
    expect(await remaining()).toBe(2 * MINUTE);
  });

  it('answers 401 once the idle length has passed, to both', async () => {
    const cookie = await route.signIn('ann');
    clock += 2 * MINUTE;
    const check = await route.app.inject({
      method: 'GET',
      url: SESSION_API.session,
      headers: { cookie },
    });
    expect(check.statusCode).toBe(401);
    const stay = await route.app.inject({
      method: 'POST',
      url: SESSION_API.activity,
      headers: { ...APP_HEADERS, cookie },
    });
    expect(stay.statusCode).toBe(401);
  });
});
