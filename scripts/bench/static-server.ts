import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { hasResumableMarker, pageForVisitor } from '../../machines/survey/resume-page';
import { htmlFileFor, PRERENDERED_HTML } from '../prerender/html-route';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

interface Encoded {
  type: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * A small static host for the production build, as a CDN would serve it: brotli or gzip,
 * and the HTML for a navigation chosen by `htmlFileFor` (the prerendered survey for `/`, the
 * plain shell for every other route). `extra` maps URL paths to files outside the build
 * (the hand-written baseline page).
 */
export async function serveStatic(folder: string, extra: Record<string, string> = {}) {
  const root = resolve(folder);
  const cache = new Map<string, Encoded>();
  /** A file as sent, once compressed; `/` as a newcomer or a returning browser gets it. */
  const encoded = (file: string, returning: boolean): Encoded => {
    const prerendered = file === join(root, PRERENDERED_HTML);
    const key = prerendered ? `${file}#${returning ? 'returning' : 'newcomer'}` : file;
    let entry = cache.get(key);
    if (!entry) {
      const raw = prerendered
        ? Buffer.from(pageForVisitor(readFileSync(file, 'utf8'), returning))
        : readFileSync(file);
      entry = {
        type: TYPES[extname(file)] ?? 'application/octet-stream',
        raw,
        gzip: gzipSync(raw, { level: 9 }),
        br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      };
      cache.set(key, entry);
    }
    return entry;
  };

  const fileFor = (pathname: string): string | undefined => {
    if (extra[pathname]) return extra[pathname];
    const candidate = normalize(join(root, decodeURIComponent(pathname)));
    if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
    // A path with an extension that is not there is a missing asset, not a route.
    if (extname(pathname)) return undefined;
    return join(
      root,
      htmlFileFor(pathname, (name) => existsSync(join(root, name))),
    );
  };

  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = fileFor(pathname);
    if (!file) {
      response.writeHead(404).end('Not found');
      return;
    }
    const entry = encoded(file, hasResumableMarker(request.headers.cookie));
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [body, encoding] = accepts.includes('br')
      ? [entry.br, 'br']
      : accepts.includes('gzip')
        ? [entry.gzip, 'gzip']
        : [entry.raw, undefined];
    response.writeHead(200, {
      'Content-Type': entry.type,
      'Content-Length': body.length,
      // As the README asks of a host: hashed assets for a year, pages revalidated.
      'Cache-Control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Cookie',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(body);
  });

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
