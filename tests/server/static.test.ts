import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import type { OpenDatabase } from '../../server/db/connect';
import { testApp } from './support/test-app';
import { openTestDatabase } from './support/test-database';

const BOOT = '<script async data-resume-boot src="/assets/resume-boot-abc123.js"></script>';
const INDEX = `<!doctype html><html><head><meta name="case-store" content="browser" />
${BOOT}<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"><h1>What's your first and last name?</h1></div></body></html>`;
// The build's shell for every other route: the same page without the pre-rendered survey.
const SHELL = INDEX.replace(/<h1>.*<\/h1>/, '').replace(BOOT, '');

let distDir: string;
let database: OpenDatabase;
let app: App;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'lmn-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'app.html'), SHELL);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await openTestDatabase();
  app = await testApp(database.db, { distDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it.each(['/', '/index.html', '/app.html', '/case-overview', '/review/3', '/login?next=x'])(
    'answers %s with the page in server mode, not cached',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<meta name="case-store" content="server" />');
      expect(response.body).not.toContain('content="browser"');
    },
  );

  it('pre-renders the survey only at /, so a deep link never flashes its first step', async () => {
    const survey = await app.inject({ method: 'GET', url: '/' });
    expect(survey.body).toContain("What's your first and last name?");
    for (const url of ['/case-overview', '/review/3', '/login', '/index.html', '/nowhere']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.body).toContain('<div id="root">');
      expect(page.body).not.toContain("What's your first and last name?");
    }
  });

  it('gives a newcomer / without any boot script, so nothing waits before the first paint', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.body).not.toContain('resume-boot');
    expect(page.body).toContain('<script type="module" src="/assets/index-abc123.js">');
    expect(page.headers.vary).toMatch(/Cookie/);
  });

  it('gives a browser that has run the survey / with the boot script blocking the first paint', async () => {
    for (const cookie of ['lmn-resumable=1', 'lmn-session=abc; lmn-resumable=1; theme=x']) {
      const page = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(page.body).toContain('<script data-resume-boot src="/assets/resume-boot-abc123.js">');
      expect(page.body).not.toContain('<script async data-resume-boot');
      expect(page.headers.vary).toMatch(/Cookie/);
    }
    // A cookie of another value or name is not the marker.
    for (const cookie of ['lmn-resumable=0', 'not-lmn-resumable=1', 'lmn-resumable=1x']) {
      const page = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(page.body).not.toContain('resume-boot');
    }
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 to a missing asset or API path instead of the page', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found.' });
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('a build without the case-store tag', () => {
  it('refuses to start rather than run the browser-only store', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'lmn-dist-'));
    writeFileSync(join(bare, 'index.html'), '<!doctype html><html><head></head></html>');
    await expect(testApp(database.db, { distDir: bare })).rejects.toThrow(/case-store/);
    rmSync(bare, { recursive: true, force: true });
  });
});
