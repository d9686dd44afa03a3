import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../../machines/account/account.api';
import { SESSION_API } from '../../../machines/session';
import { findReviewer } from '../../../server/db/reviewers';
import { hashToken } from '../../../server/db/sessions';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS, signIn } from '../support/test-app';

// docs/server-mode.md, issue 34 part 2: a signed-in reviewer changes their own password.
const PASSWORD = 'lantern orchard seventeen';
const NEW_PASSWORD = 'copper kettle meadow ninety';

const route = routeTestApp({
  reviewers: {
    paula: { password: PASSWORD },
    quinn: { password: PASSWORD },
    ross: { password: PASSWORD, secondFactor: false },
    sara: { password: PASSWORD },
  },
  rateLimits: { loginPerMinute: 5, loginPerAddressPerMinute: 1000 },
});

const change = (cookie: string | null, payload: object, address = '127.0.0.1') =>
  route.app.inject({
    method: 'POST',
    url: ACCOUNT_ROUTES.password,
    remoteAddress: address,
    headers: { ...APP_HEADERS, ...(cookie ? { cookie } : {}) },
    payload,
  });
const sessionOf = (cookie: string) =>
  route.app.inject({ method: 'GET', url: SESSION_API.session, headers: { cookie } });

/** A second session of the reviewer, as another browser would hold one. */
async function otherSession(username: string): Promise<string> {
  const reviewer = await findReviewer(route.db, username);
  if (!reviewer) throw new Error(`${username} is not a reviewer`);
  const token = randomBytes(32).toString('base64url');
  await route.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      reviewer_id: reviewer.id,
      expires_at: new Date(Date.now() + 60 * 60 * 1000),
      last_seen_at: new Date(),
    })
    .execute();
  return `lmn_session=${token}`;
}

async function eventsOf(username: string) {
  const { rows } = await sql<{ kind: string; detail: string }>`
    select kind, detail from security_events
    where reviewer_id = (select id from reviewers where username = ${username}) order by id`.execute(
    route.db,
  );
  return rows;
}

describe('POST /api/account/password', () => {
  it('answers 401 without a session', async () => {
    const response = await change(null, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password: this session stays, every other ends, and the trail says so', async () => {
    const cookie = await route.signIn('paula');
    const elsewhere = await otherSession('paula');
    expect((await sessionOf(elsewhere)).statusCode).toBe(200);

    const response = await change(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect((await sessionOf(cookie)).statusCode).toBe(200);
    expect((await sessionOf(elsewhere)).statusCode).toBe(401);
    expect((await eventsOf('paula')).map((event) => event.kind)).toContain('password-changed');

    await expect(signIn(route.app, 'paula', PASSWORD)).rejects.toThrow('401');
    await expect(signIn(route.app, 'paula', NEW_PASSWORD)).resolves.toMatch(/lmn_session=/);
  });

  it('a reviewer without a second factor may change theirs too', async () => {
    const cookie = await route.signIn('ross');
    const response = await change(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(204);
  });

  it('a wrong current password: 403 with a clear message, nothing changed, a failure recorded', async () => {
    const cookie = await route.signIn('quinn');
    const response = await change(cookie, {
      currentPassword: 'not my password at all',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/current password is not right/);
    expect((await sessionOf(cookie)).statusCode).toBe(200);
    await expect(signIn(route.app, 'quinn', PASSWORD)).resolves.toMatch(/lmn_session=/);
    expect(await eventsOf('quinn')).toContainEqual(
      expect.objectContaining({ kind: 'sign-in-failed' }),
    );
  });

  it('a new password under the rules is refused with the rule, and the old one still works', async () => {
    const cookie = await route.signIn('sara');
    const short = await change(cookie, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('A password needs at least 12 characters.');
    const common = await change(cookie, { currentPassword: PASSWORD, newPassword: 'password1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatch(/common passwords/);
    const same = await change(cookie, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect((await eventsOf('sara')).map((event) => event.kind)).not.toContain('password-changed');
  });

  it('guesses at the current password are limited like sign-in attempts (429)', async () => {
    const cookie = await route.signIn('quinn');
    const guess = () =>
      change(
        cookie,
        { currentPassword: 'another wrong guess', newPassword: NEW_PASSWORD },
        '10.9.9.9',
      );
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await guess()).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });
});
