import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SESSION_API } from '../../../machines/session';
import { findReviewer } from '../../../server/db/reviewers';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

/*
 * Sign-ins, their failures and blocks, and sign-outs go to the security trail (issue 34,
 * "security events, append-only"): who (when the username is a reviewer's), what, when and
 * from where; never a password, and never a username as typed, which may be one.
 */
const PASSWORD = 'lantern orchard seventeen';
const route = routeTestApp({
  // The password alone signs her in; the second factor's events: second-factor.test.ts.
  reviewers: { dora: { password: PASSWORD, secondFactor: false } },
  // Three tries at a username from one address a minute: the fourth begins a block.
  rateLimits: { loginPerMinute: 3, loginPerAddressPerMinute: 100 },
});

const attempt = (username: string, password: string, address: string) =>
  route.app.inject({
    method: 'POST',
    url: SESSION_API.session,
    headers: APP_HEADERS,
    remoteAddress: address,
    payload: { username, password },
  });

async function trail() {
  const { rows } = await sql<{
    kind: string;
    reviewer_id: number | null;
    address: string;
    detail: string;
  }>`
    select kind, reviewer_id, address, detail from security_events order by id`.execute(route.db);
  return rows;
}

describe('the security trail', () => {
  it('records a failure, a sign-in and a sign-out, naming the reviewer and the address', async () => {
    const dora = (await findReviewer(route.db, 'dora'))?.id;
    // What this test adds, whatever order the file's tests run in.
    const before = (await trail()).length;
    expect((await attempt('dora', 'not her password', '203.0.113.7')).statusCode).toBe(401);
    const signedIn = await attempt('dora', PASSWORD, '203.0.113.7');
    expect(signedIn.statusCode).toBe(200);
    const cookie = signedIn.headers['set-cookie'];
    const session = (Array.isArray(cookie) ? cookie[0] : cookie)?.split(';')[0] ?? '';
    const out = await route.app.inject({
      method: 'DELETE',
      url: SESSION_API.session,
      headers: { ...APP_HEADERS, cookie: session },
      remoteAddress: '203.0.113.7',
    });
    expect(out.statusCode).toBe(204);
    // Signing out again, with the session gone, ends nothing and records nothing.
    await route.app.inject({
      method: 'DELETE',
      url: SESSION_API.session,
      headers: { ...APP_HEADERS, cookie: session },
    });
    expect((await trail()).slice(before)).toEqual([
      { kind: 'sign-in-failed', reviewer_id: dora, address: '203.0.113.7', detail: '' },
      { kind: 'sign-in', reviewer_id: dora, address: '203.0.113.7', detail: '' },
      { kind: 'sign-out', reviewer_id: dora, address: '203.0.113.7', detail: '' },
    ]);
  });

  it('records a block once, not each try refused while it lasts, and keeps no typed username', async () => {
    const before = (await trail()).length;
    const typed = 'MyS3cretPassw0rd';
    for (let tries = 0; tries < 3; tries += 1) {
      expect((await attempt(typed, 'anything', '198.51.100.9')).statusCode).toBe(401);
    }
    for (let tries = 0; tries < 5; tries += 1) {
      expect((await attempt(typed, 'anything', '198.51.100.9')).statusCode).toBe(429);
    }
    const added = (await trail()).slice(before);
    expect(added.map((event) => event.kind)).toEqual([
      'sign-in-failed',
      'sign-in-failed',
      'sign-in-failed',
      'sign-in-blocked',
    ]);
    expect(added.every((event) => event.reviewer_id === null)).toBe(true);
    expect(added[3]?.detail).toBe('for 60 seconds');
    expect(JSON.stringify(await trail())).not.toContain(typed);
  });
});
