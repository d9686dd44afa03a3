import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../../machines/account/account.api';
import { SELF_DEMOTE_REFUSED, SELF_DISABLE_REFUSED } from '../../../machines/account/account.rules';
import { ADMIN_ROUTES, type AdminReviewer } from '../../../machines/account/admin.api';
import { routePath } from '../../../machines/api/contract';
import { SESSION_API } from '../../../machines/session';
import { findReviewer } from '../../../server/db/reviewers';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS, signIn } from '../support/test-app';

// Issue 34 part 3: an administrator adds reviewers, edits profiles, disables and re-enables
// accounts, resets second factors and issues reset links; each action is in the trail, naming
// the administrator and the reviewer.
const PASSWORD = 'lantern orchard seventeen';
const PUBLIC_URL = 'https://letters.example.org';
const route = routeTestApp({
  reviewers: {
    ada: { password: PASSWORD },
    tom: { password: PASSWORD },
    tia: { password: PASSWORD },
    ted: { password: PASSWORD, secondFactor: false },
  },
  publicUrl: PUBLIC_URL,
});

let ada: string;
beforeAll(async () => {
  await route.db
    .updateTable('reviewers')
    .set({ is_admin: true })
    .where('username', '=', 'ada')
    .execute();
  ada = await route.signIn('ada');
});

const idOf = async (username: string) => (await findReviewer(route.db, username))?.id ?? 0;
const post = (url: string, payload: object = {}, cookie = ada) =>
  route.app.inject({ method: 'POST', url, headers: { ...APP_HEADERS, cookie }, payload });
const act = async (route_: keyof typeof ADMIN_ROUTES, username: string, payload: object = {}) =>
  post(
    routePath(ADMIN_ROUTES[route_] as '/api/admin/reviewers/:id/profile', {
      id: await idOf(username),
    }),
    payload,
  );
const sessionWorks = async (cookie: string) =>
  (await route.app.inject({ method: 'GET', url: SESSION_API.session, headers: { cookie } }))
    .statusCode === 200;

async function eventsAbout(username: string) {
  const { rows } = await sql<{ kind: string; actor: string | null; detail: string }>`
    select e.kind, a.username as actor, e.detail from security_events e
    left join reviewers a on a.id = e.actor_id
    where e.reviewer_id = (select id from reviewers where username = ${username})
    order by e.id`.execute(route.db);
  return rows;
}

const NEW_PROFILE = {
  fullName: 'Nia Long',
  credentials: 'MD',
  npi: '1234567893',
  licensedIn: 'OR,WA',
};

describe('an administrator adds a reviewer', () => {
  it('with a temporary password: they sign in with it; the trail names the administrator', async () => {
    const added = await post(ADMIN_ROUTES.reviewers, {
      username: 'Nia',
      password: 'temporary harbour lantern',
      ...NEW_PROFILE,
    });
    expect(added.statusCode).toBe(201);
    const { reviewer, resetLink } = added.json<{ reviewer: AdminReviewer; resetLink: unknown }>();
    expect(resetLink).toBeNull();
    expect(reviewer).toMatchObject({
      username: 'nia',
      fullName: 'Nia Long',
      credentials: 'MD',
      npi: '1234567893',
      licensedIn: ['Oregon', 'Washington'],
      admin: false,
      disabled: false,
      factorEnrolled: false,
      lastSignInAt: null,
    });
    await expect(signIn(route.app, 'nia', 'temporary harbour lantern')).resolves.toMatch(
      /lmn_session=/,
    );
    expect(await eventsAbout('nia')).toContainEqual(
      expect.objectContaining({ kind: 'reviewer-added', actor: 'ada' }),
    );
    const again = await post(ADMIN_ROUTES.reviewers, {
      username: 'nia',
      ...NEW_PROFILE,
      password: 'another long passphrase',
    });
    expect(again.statusCode).toBe(409);
  });

  it('with a reset link instead: shown once on PUBLIC_URL, and it sets their password', async () => {
    const added = await post(ADMIN_ROUTES.reviewers, {
      username: 'noel',
      fullName: '',
      credentials: '',
      npi: '',
      licensedIn: '',
    });
    expect(added.statusCode).toBe(201);
    const { link } = added.json<{ resetLink: { link: string } }>().resetLink;
    const token = new RegExp(`^${PUBLIC_URL}/reset-password/([\\w-]{43})$`).exec(link)?.[1];
    expect(token).toBeDefined();
    const reset = await route.app.inject({
      method: 'POST',
      url: ACCOUNT_ROUTES.passwordReset,
      headers: APP_HEADERS,
      payload: { token, newPassword: 'my own chosen passphrase' },
    });
    expect(reset.statusCode).toBe(204);
    await expect(signIn(route.app, 'noel', 'my own chosen passphrase')).resolves.toMatch(
      /lmn_session=/,
    );
    expect((await eventsAbout('noel')).map((event) => event.kind)).toEqual(
      expect.arrayContaining(['reviewer-added', 'reset-link-issued', 'password-reset']),
    );
  });

  it('refuses a bad profile field, naming it, and adds no one', async () => {
    const refused = await post(ADMIN_ROUTES.reviewers, {
      username: 'nate',
      password: 'temporary harbour lantern',
      ...NEW_PROFILE,
      npi: '1234567890',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^NPI: "1234567890" is not a valid NPI/);
    expect(await findReviewer(route.db, 'nate')).toBeUndefined();
  });
});

describe('an administrator changes an account', () => {
  it('edits a profile', async () => {
    const edited = await act('profile', 'ted', NEW_PROFILE);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().reviewer).toMatchObject({
      fullName: 'Nia Long',
      licensedIn: ['Oregon', 'Washington'],
    });
    expect(await eventsAbout('ted')).toContainEqual(
      expect.objectContaining({ kind: 'profile-changed', actor: 'ada' }),
    );
  });

  it('disables an account: its sessions end, and the right password gets the wrong one’s answer; re-enabled, it signs in', async () => {
    const tom = await route.signIn('tom');
    const disabled = await act('disable', 'tom');
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().reviewer.disabled).toBe(true);
    expect(await sessionWorks(tom)).toBe(false);
    const refused = await route.app.inject({
      method: 'POST',
      url: SESSION_API.session,
      headers: APP_HEADERS,
      payload: { username: 'tom', password: PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('Username or password is incorrect');
    expect((await act('resetLink', 'tom')).statusCode).toBe(409);

    expect((await act('enable', 'tom')).json().reviewer.disabled).toBe(false);
    await expect(route.signIn('tom')).resolves.toMatch(/lmn_session=/);
    const kinds = (await eventsAbout('tom')).filter((event) => event.actor === 'ada');
    expect(kinds.map((event) => event.kind)).toEqual(['reviewer-disabled', 'reviewer-enabled']);
  });

  it('cannot disable themselves or remove their own role, and is told why', async () => {
    const disable = await act('disable', 'ada');
    expect(disable.statusCode).toBe(409);
    expect(disable.json().error).toBe(SELF_DISABLE_REFUSED);
    const demote = await act('role', 'ada', { admin: false });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe(SELF_DEMOTE_REFUSED);
    expect(await sessionWorks(ada)).toBe(true);
  });

  it('grants and removes the administrator role of another', async () => {
    expect((await act('role', 'tia', { admin: true })).json().reviewer.admin).toBe(true);
    expect((await act('role', 'tia', { admin: false })).json().reviewer.admin).toBe(false);
    const kinds = (await eventsAbout('tia')).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['admin-granted', 'admin-removed']));
  });

  it('resets a second factor: the password alone signs in again, and they may not decide until they enrol', async () => {
    const reset = await act('resetFactor', 'tia');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().reviewer.factorEnrolled).toBe(false);
    const password = await route.app.inject({
      method: 'POST',
      url: SESSION_API.session,
      headers: APP_HEADERS,
      payload: { username: 'tia', password: PASSWORD },
    });
    expect(password.statusCode).toBe(200);
    expect(await eventsAbout('tia')).toContainEqual(
      expect.objectContaining({ kind: 'factor-reset', actor: 'ada' }),
    );
  });

  it('issues a one-time reset link, which works once', async () => {
    const issued = await act('resetLink', 'ted');
    expect(issued.statusCode).toBe(201);
    expect(issued.headers['cache-control']).toBe('no-store');
    const token = String(issued.json().link).split('/reset-password/')[1];
    const use = () =>
      route.app.inject({
        method: 'POST',
        url: ACCOUNT_ROUTES.passwordReset,
        headers: APP_HEADERS,
        payload: { token, newPassword: 'copper kettle meadow ninety' },
      });
    expect((await use()).statusCode).toBe(204);
    expect((await use()).statusCode).toBe(410);
  });

  it('a reviewer no one has: 404', async () => {
    expect((await post(routePath(ADMIN_ROUTES.disable, { id: 999999 }))).statusCode).toBe(404);
  });
});

describe('the list of reviewers', () => {
  it('shows each one’s profile, role, factor, whether disabled, and last sign-in', async () => {
    await route.signIn('tia');
    const listed = await route.app.inject({
      method: 'GET',
      url: ADMIN_ROUTES.reviewers,
      headers: { cookie: ada },
    });
    expect(listed.statusCode).toBe(200);
    const reviewers = listed.json<{ reviewers: AdminReviewer[] }>().reviewers;
    const byName = new Map(reviewers.map((entry) => [entry.username, entry]));
    expect(byName.get('ada')).toMatchObject({ admin: true, factorEnrolled: true, disabled: false });
    expect(byName.get('tia')?.lastSignInAt).not.toBeNull();
    expect(reviewers.map((entry) => entry.username)).toEqual(
      [...reviewers.map((entry) => entry.username)].sort(),
    );
    expect(JSON.stringify(reviewers)).not.toMatch(/argon2|password/i);
  });
});
