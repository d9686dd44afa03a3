import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { hasResumableMarker, pageForVisitor } from '../../machines/survey/resume-page.ts';
import { PRERENDERED_HTML, SHELL_HTML, htmlFileFor } from './html-route.ts';
import { injectPrerender } from './inject.ts';
import type { PrerenderedPage } from './render-first-page.tsx';

const ENTRY = 'scripts/prerender/render-first-page.tsx';
/** public/resume-boot.js, which Vite copies into the build as it is. */
const BOOT_SCRIPT = 'resume-boot.js';

/**
 * Gives the boot script a content-hashed name under assets/, which hosts cache for a year
 * (server/plugins/static.ts does): a person who reloads mid-survey then runs it from the
 * cache, before the first paint. Returns its address.
 */
async function hashBootScript(outDir: string, base: string): Promise<string> {
  const source = await readFile(join(outDir, BOOT_SCRIPT));
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const name = `assets/resume-boot-${hash}.js`;
  await writeFile(join(outDir, name), source);
  await rm(join(outDir, BOOT_SCRIPT));
  return `${base}${name}`;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Hashed files are cached for a year, as the production server (server/plugins/static.ts) and
 * any static host should: a reload then runs the resume boot script from the cache, before
 * the first paint. Vite's file server would say `no-cache` (a round trip on every reload).
 */
function cacheForAYear(response: ServerResponse) {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) =>
    setHeader(name, name.toLowerCase() === 'cache-control' ? IMMUTABLE : value);
}

/** Bundles the render entry for Node (dependencies included) and runs it. */
async function renderWithSsrBuild(config: ResolvedConfig): Promise<PrerenderedPage> {
  const outDir = await mkdtemp(join(tmpdir(), 'lmn-prerender-'));
  try {
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      plugins: [react()],
      // Bundled with the client's production React and MUI, so class names and markup match.
      define: {
        'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development'),
      },
      ssr: { noExternal: true },
      build: {
        ssr: resolve(config.root, ENTRY),
        outDir,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'render.mjs' } },
      },
    });
    const module = (await import(pathToFileURL(join(outDir, 'render.mjs')).href)) as {
      renderFirstPage: () => Promise<PrerenderedPage>;
    };
    return await module.renderFirstPage();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * After the client build: renders the survey's first step into dist/index.html, so the
 * question shows before any JavaScript runs, and writes dist/app.html, the same page without
 * it (and with what `shellHtml` adds), for every other route. `vite preview` serves them that
 * way too.
 */
export function prerenderFirstPage({
  shellHtml = (html: string) => html,
  partnerHtml: loadPartnerHtml = () => (html: string) => html,
}: {
  /** What app.html adds to the shell (scripts/build/preload-route-chunks.ts). */
  shellHtml?: (html: string) => string;
  /**
   * What both pages become for partner.config.json's partner, read as the build ends
   * (scripts/build/partner-config.ts); a bad file fails the build before a page is written.
   */
  partnerHtml?: () => (html: string) => string;
} = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lmn:prerender-first-page',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const partnerHtml = loadPartnerHtml();
      const outDir = resolve(config.root, config.build.outDir);
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const page = await renderWithSsrBuild(config);
      await writeFile(join(outDir, SHELL_HTML), partnerHtml(shellHtml(template)));
      const bootScript = await hashBootScript(outDir, config.base);
      await writeFile(
        join(outDir, 'index.html'),
        partnerHtml(injectPrerender(template, page, bootScript)),
      );
    },
    configurePreviewServer(server) {
      const outDir = resolve(config.root, config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const accepts = String(request.headers.accept ?? '');
        // Navigations only: assets and files that exist are served as they are.
        if (
          request.method === 'GET' &&
          accepts.includes('text/html') &&
          !/\.\w+$/.test(url.pathname)
        ) {
          const file = htmlFileFor(url.pathname, (name) => existsSync(join(outDir, name)));
          if (file === PRERENDERED_HTML) {
            // As the production server does (server/plugins/static.ts): the page for a
            // newcomer, or the one for a browser that has run the survey.
            const returning = hasResumableMarker(request.headers.cookie);
            const page = pageForVisitor(readFileSync(join(outDir, file), 'utf8'), returning);
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.setHeader('Vary', 'Cookie');
            response.end(page);
            return;
          }
          request.url = `/${file}${url.search}`;
        }
        if (url.pathname.startsWith('/assets/')) cacheForAYear(response);
        next();
      });
    },
  };
}
