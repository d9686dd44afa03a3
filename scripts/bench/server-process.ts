import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SESSION_API } from '../../machines/session/session.api';
import { totpCode } from '../../server/second-factor/totp';

/** The password of the `bench` reviewer that seedBenchCases creates. */
export const BENCH_PASSWORD = 'bench password';
/** The authenticator secret of the `bench` reviewer's second factor. */
export const BENCH_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Until the server answers (401: up, nobody signed in), for at most two minutes. */
export async function waitUntilUp(base: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error('The server exited during start-up.');
    try {
      if ((await fetch(`${base}${SESSION_API.session}`)).status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start within 2 minutes.');
}

/** Signs the `bench` reviewer in, password then code; its session cookie (`name=value`). */
export async function signIn(base: string): Promise<string> {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'lmn' };
  const password = await fetch(`${base}${SESSION_API.session}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'bench', password: BENCH_PASSWORD }),
  });
  const halfSession = password.headers.get('set-cookie')?.split(';')[0];
  if (password.status !== 202 || !halfSession) {
    throw new Error(`Sign-in failed: ${password.status}`);
  }
  const code = await fetch(`${base}${SESSION_API.factor}`, {
    method: 'POST',
    headers: { ...headers, cookie: halfSession },
    body: JSON.stringify({ code: totpCode(BENCH_TOTP_SECRET, new Date()) }),
  });
  const cookie = code.headers.get('set-cookie')?.split(';')[0];
  if (code.status !== 200 || !cookie) throw new Error(`Second factor failed: ${code.status}`);
  return cookie;
}
