import { hash } from '@node-rs/argon2';
import { type AppOptions, buildApp, type App } from '../../../server/app';
import type { Database } from '../../../server/db/connect';
import { upsertReviewer } from '../../../server/db/reviewers';
import { testSigningIdentity } from './test-signing';

/** What a state-changing call from the app itself carries (docs/architecture.md, "Adding an endpoint"). */
export const APP_HEADERS = { 'x-requested-with': 'lmn' } as const;

export function testApp(db: Database, options: Partial<AppOptions> = {}): Promise<App> {
  return buildApp({ db, signingIdentity: testSigningIdentity(), ...options });
}

export async function addReviewer(db: Database, username: string, password: string) {
  await upsertReviewer(db, username, await hash(password));
}

/** Signs in and returns the Cookie header value that carries the session. */
export async function signIn(app: App, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: APP_HEADERS,
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode}`);
  // `__Host-lmn_session` when the app's PUBLIC_URL is https://.
  const cookie = response.cookies.find((entry) => /^(__Host-)?lmn_session$/.test(entry.name));
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
