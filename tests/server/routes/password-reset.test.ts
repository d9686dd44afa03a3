import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../../machines/account/account.api';
import { SESSION_API } from '../../../machines/session';
import { issueResetLink } from '../../../server/db/password-reset-links';
import { findReviewer } from '../../../server/db/reviewers';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS, signIn } from '../support/test-app';

// Issue 34 part 2/3: a reset link works once, for 24 hours; used, expired and unknown links
// get one neutral answer.
const PASSWORD = 'lantern orchard seventeen';
const NEW_PASSWORD = 'copper kettle meadow ninety';
const DAY_MS = 24 * 60 * 60 * 1000;
const NEUTRAL =
  /^This reset link cannot be used: it was used already, it has expired, or it is not a link we issued\./;

let clock = Date.UTC(2026, 10, 27, 9, 0, 0);
const now = () => new Date(clock);

const route = routeTestApp({
  reviewers: {
    una: { password: PASSWORD },
    vera: { password: PASSWORD },
    wade: { password: PASSWORD },
    xena: { password: PASSWORD },
  },
  now,
});

const reset = (token: string, newPassword = NEW_PASSWORD) =>
  route.app.inject({
    method: 'POST',
    url: ACCOUNT_ROUTES.passwordReset,
    headers: APP_HEADERS,
    payload: { token, newPassword },
  });

async function linkFor(username: string): Promise<string> {
  const reviewer = await findReviewer(route.db, username);
  if (!reviewer) throw new Error(`${username} is not a reviewer`);
  return (await issueResetLink(route.db, reviewer.id, null, now())).token;
}

async function kindsOf(username: string) {
  const { rows } = await sql<{ kind: string }>`
    select kind from security_events
    where reviewer_id = (select id from reviewers where username = ${username}) order by id`.execute(
    route.db,
  );
  return rows.map((row) => row.kind);
}

describe('POST /api/password-reset', () => {
  it('sets the new password once, ends every session, and records the reset', async () => {
    const cookie = await route.signIn('una');
    const token = await linkFor('una');
    expect((await reset(token)).statusCode).toBe(204);
    const session = await route.app.inject({
      method: 'GET',
      url: SESSION_API.session,
      headers: { cookie },
    });
    expect(session.statusCode).toBe(401);
    expect(await kindsOf('una')).toContain('password-reset');
    await expect(signIn(route.app, 'una', PASSWORD)).rejects.toThrow('401');
    await expect(signIn(route.app, 'una', NEW_PASSWORD)).resolves.toMatch(/lmn_session=/);

    const again = await reset(token, 'another strong passphrase');
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toMatch(NEUTRAL);
    await expect(signIn(route.app, 'una', NEW_PASSWORD)).resolves.toMatch(/lmn_session=/);
  });

  it('works until 24 hours after it was issued, and not after', async () => {
    const early = await linkFor('vera');
    const late = await linkFor('wade');
    clock += DAY_MS - 60_000;
    expect((await reset(early)).statusCode).toBe(204);
    clock += 60_000;
    const expired = await reset(late);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatch(NEUTRAL);
    await expect(signIn(route.app, 'wade', PASSWORD)).resolves.toMatch(/lmn_session=/);
  });

  it('an unknown link gets the same answer', async () => {
    const unknown = await reset('A'.repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().error).toMatch(NEUTRAL);
  });

  it('a password under the rules is refused, and the link stays usable', async () => {
    const token = await linkFor('xena');
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe('A password needs at least 12 characters.');
    expect((await reset(token)).statusCode).toBe(204);
  });

  it('a body without a token of the right shape is refused (400)', async () => {
    expect((await reset('short')).statusCode).toBe(400);
  });
});
