import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../server/app';
import { APP_HEADERS } from './test-app';

/** The survey fixtures' patient is Ada Lovelace: her last name, as she would type it. */
export const FIXTURE_LAST_NAME = 'Lovelace';

/** The patient's last name sent to a status link's check, as the status page sends it. */
export function checkStatusLink(
  app: App,
  token: string,
  lastName: unknown,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/status/${token}/check`,
    headers: APP_HEADERS,
    payload: { lastName },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The Cookie header a passed check hands the browser, for the link's later requests. */
export async function statusCheckCookie(
  app: App,
  token: string,
  lastName = FIXTURE_LAST_NAME,
): Promise<string> {
  const response = await checkStatusLink(app, token, lastName);
  expect(response.statusCode).toBe(204);
  const cookie = response.cookies.find((each) => each.name === 'lmn_status_check');
  expect(cookie).toBeDefined();
  return `lmn_status_check=${cookie?.value ?? ''}`;
}

/**
 * A status-link GET (the status, the letter, the record) as the page sends it once the
 * patient typed their last name: with the check's cookie, when the check handed one out (a
 * link that matches nothing gets none).
 */
export async function getCheckedStatus(
  app: App,
  token: string,
  path = '',
  lastName = FIXTURE_LAST_NAME,
): Promise<LightMyRequestResponse> {
  const checked = await checkStatusLink(app, token, lastName);
  const cookie = checked.cookies.find((each) => each.name === 'lmn_status_check');
  return app.inject({
    method: 'GET',
    url: `/api/status/${token}${path}`,
    headers: cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {},
  });
}
