import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/build/precompress';
import type { App } from '../../server/app';
import type { OpenDatabase } from '../../server/db/connect';
import { testApp } from './support/test-app';
import { openTestDatabase } from './support/test-database';
import { addAcmePartner } from './support/acme-partner';

// Pages and scripts of a few kB, as the build's are: large enough to be worth compressing.
const QUESTION = '<p class="MuiTypography-root">Answer as on your insurance card.</p>\n'.repeat(40);
const PRELOADS = Array.from(
  { length: 30 },
  (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-abc123.js">`,
).join('\n');
const INDEX = `<!doctype html><html lang="en"><head><meta name="case-store" content="browser" />
${PRELOADS}
<title>Letter of Medical Necessity questionnaire</title>
<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"><header><a href="/">Partner × Provider</a></header><h1>What's your first and last name?</h1>${QUESTION}</div></body></html>`;
const SHELL = INDEX.replace(/<h1>[\s\S]*<\/div>/, '</div>');
const SCRIPT = 'export function answer(step) { return step.title + " answered"; }\n'.repeat(200);
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h24v24H0z"/>'.repeat(60)}</svg>`;
const ASSET = '/assets/index-abc123.js';

/** A build like `vite build` writes it, with or without its compressed copies. */
async function fakeDist(withCopies: boolean): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'lmn-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'app.html'), SHELL);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'favicon.svg'), ICON);
  if (withCopies) await precompressDir(dir);
  return dir;
}

const decode = (encoding: string | undefined, body: Buffer): Buffer => {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  throw new Error(`not an encoding this server sends: ${encoding}`);
};

const varies = (vary: unknown) =>
  String(vary)
    .split(',')
    .map((token) => token.trim().toLowerCase());

let distDir: string;
let database: OpenDatabase;
let app: App;

beforeAll(async () => {
  distDir = await fakeDist(true);
  database = await openTestDatabase();
  await addAcmePartner(database.db);
  app = await testApp(database.db, { distDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...(cookie === undefined ? {} : { cookie }),
    },
  });

describe('the built files, compressed as the browser accepts', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'gzip'],
  ])('Accept-Encoding: %s gets the %s copy, which decodes to the file', async (accept, sent) => {
    const response = await get(ASSET, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(sent);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(response.headers.vary)).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(decode(sent, response.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each([undefined, 'identity', 'deflate'])(
    'Accept-Encoding: %s gets the file as it is, still varying by the header',
    async (accept) => {
      const response = await get(ASSET, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
      expect(varies(response.headers.vary)).toContain('accept-encoding');
    },
  );

  it('compresses the files outside assets/ too, revalidated as before', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode('br', response.rawPayload).toString()).toBe(ICON);
  });

  it('never sends a compressed copy as a file of its own', async () => {
    const copy = await get(`${ASSET}.br`, 'br');
    expect(copy.statusCode).toBe(404);
    // The raw index.html says "browser": not even its copy goes out.
    const page = await get('/index.html.gz');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('<meta name="case-store" content="server" />');
    expect(page.body).not.toContain('content="browser"');
  });
});

describe('the pages the server writes, compressed as the browser accepts', () => {
  it.each([
    ['/', 'br', ['cookie', 'accept-encoding']],
    ['/', 'gzip', ['cookie', 'accept-encoding']],
    ['/case-overview', 'br', ['accept-encoding']],
    ['/review/3', 'gzip', ['accept-encoding']],
    ['/p/acme?product=AR-2', 'br', ['cookie', 'accept-encoding']],
    ['/p/acme', 'gzip', ['cookie', 'accept-encoding']],
    ['/status/not-a-token', 'br', ['accept-encoding']],
    ['/verify/NOT-A-CODE', 'br', ['accept-encoding']],
  ])('%s in %s decodes to the page sent uncompressed', async (url, encoding, vary) => {
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<meta name="case-store" content="server" />');
    const compressed = await get(url, encoding);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(varies(compressed.headers.vary).sort()).toEqual([...vary].sort());
    expect(varies(plain.headers.vary).sort()).toEqual([...vary].sort());
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(decode(encoding, compressed.rawPayload).toString()).toBe(plain.body);
  });

  it("keeps a partner's page its own, and a returning browser's page its own, once compressed", async () => {
    const partner = await get('/p/acme', 'br');
    expect(decode('br', partner.rawPayload).toString()).toContain('Acme Bikes');
    const newcomer = await get('/', 'br');
    const returning = await get('/', 'br', 'lmn-resumable=1');
    expect(decode('br', newcomer.rawPayload).toString()).not.toContain('Acme Bikes');
    expect(decode('br', returning.rawPayload).toString()).toBe(
      (await get('/', undefined, 'lmn-resumable=1')).body,
    );
  });

  it('sends a page as it is to a browser that accepts no encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await get('/', accept);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toContain("What's your first and last name?");
      expect(varies(response.headers.vary)).toContain('accept-encoding');
    }
  });
});

describe('the API', () => {
  it.each(['/api/config', '/api/openapi.json'])(
    'answers %s uncompressed whatever the browser accepts',
    async (url) => {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toBeTypeOf('object');
    },
  );
});

describe('a build without compressed copies (an older build)', () => {
  it('is still served, uncompressed', async () => {
    const bare = await fakeDist(false);
    const older = await testApp(database.db, { distDir: bare });
    try {
      const asset = await older.inject({
        method: 'GET',
        url: ASSET,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBeUndefined();
      expect(asset.body).toBe(readFileSync(join(bare, 'assets', 'index-abc123.js'), 'utf8'));
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The pages are compressed by the server, build or no build.
      const page = await older.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'br' },
      });
      expect(page.headers['content-encoding']).toBe('br');
    } finally {
      await older.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
