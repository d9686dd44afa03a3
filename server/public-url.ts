import { isIP } from 'node:net';

/** Whether the server listens only on this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

const NEEDED =
  'PUBLIC_URL must be the https:// address patients and plans reach this server at (for example https://letters.example.org)';

/**
 * The one address links in letters, QR codes and emails are built from: PUBLIC_URL, never a
 * request's Host or X-Forwarded-Host (a patient could pick either). A server reachable from
 * other machines needs an https:// PUBLIC_URL; one listening on loopback only defaults to its
 * own address. Only an origin: a path, query, fragment or credentials would be printed too.
 */
export function publicUrlFor(value: string | undefined, host: string, port: number): string {
  const text = value?.trim() ?? '';
  const loopback = isLoopbackHost(host);
  if (text === '') {
    if (!loopback) throw new Error(`${NEEDED}: it is not set, and HOST (${host}) is public.`);
    const shown = isIP(host) === 6 ? `[${host}]` : host;
    return `http://${shown}:${port}`;
  }
  if (!URL.canParse(text)) throw new Error(`${NEEDED}, not "${text}".`);
  const url = new URL(text);
  const httpsNeeded = !loopback && url.protocol !== 'https:';
  const notAnOrigin =
    !['http:', 'https:'].includes(url.protocol) ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== '';
  if (httpsNeeded || notAnOrigin) throw new Error(`${NEEDED}, not "${text}".`);
  return url.origin;
}
