import { type AppOptions, buildApp, type App } from '../../../server/app';
import type { Database } from '../../../server/db/connect';
import { findReviewer, upsertReviewer } from '../../../server/db/reviewers';
import { setFactorSecret } from '../../../server/db/second-factor';
import { totpCode } from '../../../server/second-factor/totp';
import { testSigningIdentity } from './test-signing';
import { TEST_HASH_COST, testPasswordHash } from './test-password-hash';

/** What a state-changing call from the app itself carries (docs/architecture.md, "Adding an endpoint"). */
export const APP_HEADERS = { 'x-requested-with': 'lmn' } as const;

export function testApp(db: Database, options: Partial<AppOptions> = {}): Promise<App> {
  return buildApp({
    db,
    signingIdentity: testSigningIdentity(),
    passwordHashCost: TEST_HASH_COST,
    ...options,
  });
}

export async function addReviewer(db: Database, username: string, password: string) {
  await upsertReviewer(db, username, await testPasswordHash(password));
}

/** The authenticator secret of the test reviewers who have a second factor. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Gives a reviewer a second factor (as `reviewer:add --totp-secret` does), so they may decide. */
export async function enrolTestFactor(db: Database, username: string, secret = TEST_TOTP_SECRET) {
  const reviewer = await findReviewer(db, username);
  if (!reviewer) throw new Error(`${username} is not a reviewer`);
  await setFactorSecret(db, reviewer.id, secret, new Date());
}

/** The Cookie header value of an answer's session cookie. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  // `__Host-lmn_session` when the app's PUBLIC_URL is https://.
  const cookie = response.cookies.find((entry) => /^(__Host-)?lmn_session$/.test(entry.name));
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/**
 * Signs in and returns the Cookie header value that carries the session: with the password
 * alone, or, for a reviewer with a second factor, then with the code their app shows on the
 * app's clock. Test files sign one reviewer in many times a minute, which the replay rule
 * refuses: the code step here forgets the last step used first (tests of the rule itself
 * send their codes by hand).
 */
export async function signIn(app: App, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: APP_HEADERS,
    payload: { username, password },
  });
  if (response.statusCode === 200) return sessionCookieOf(response);
  if (response.statusCode !== 202) throw new Error(`sign-in failed: ${response.statusCode}`);
  const forgotten = await app.db
    .updateTable('reviewers')
    .set({ totp_last_step: null })
    .where('username', '=', username.trim().toLowerCase())
    .returning('totp_secret')
    .executeTakeFirstOrThrow();
  if (!forgotten.totp_secret) throw new Error(`${username} has no second factor`);
  const code = await app.inject({
    method: 'POST',
    url: '/api/session/factor',
    headers: { ...APP_HEADERS, cookie: sessionCookieOf(response) },
    payload: { code: totpCode(forgotten.totp_secret, app.sessionSettings.now()) },
  });
  if (code.statusCode !== 200) throw new Error(`second factor failed: ${code.statusCode}`);
  return sessionCookieOf(code);
}
