import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SESSION_API } from '../../machines/session/session.api';

/** The password of the `bench` reviewer that seedBenchCases creates. */
export const BENCH_PASSWORD = 'bench password';

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

/** Signs the `bench` reviewer in; its session cookie (`name=value`). */
export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}${SESSION_API.session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'lmn' },
    body: JSON.stringify({ username: 'bench', password: BENCH_PASSWORD }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie;
}
