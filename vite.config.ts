import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { treeShakeReactRouter } from './scripts/build/tree-shake-react-router.ts';
import { bootStageChunks } from './scripts/prerender/boot-chunks.ts';
import { prerenderFirstPage } from './scripts/prerender/vite-plugin.ts';

/**
 * What the app may load: its own scripts, styles, images and API only. Inline styles are
 * allowed for Emotion (MUI) and for prerendered style tags; inline scripts are not.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Puts the policy into the built index.html only: in development, React Fast Refresh runs an
 * inline preamble script in index.html, which this policy (rightly) blocks.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    // Right after the charset, so it covers every script and style the page then loads.
    transformIndexHtml: (html) => {
      const meta = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
      const withPolicy = html.replace(
        /<meta charset="UTF-8" \/>/,
        (charset) => `${charset}\n    ${meta}`,
      );
      if (withPolicy === html) throw new Error('index.html has no <meta charset="UTF-8" /> tag.');
      return withPolicy;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicy(),
    treeShakeReactRouter(),
    bootStageChunks(),
    prerenderFirstPage(),
  ],
  build: {
    // `npm run size` reads which chunks each route loads from the manifest.
    manifest: true,
    // The HTML preloads the first page's chunks itself, all at once (scripts/prerender):
    // Vite's own preload would fetch each boot stage's chunks only when the stage before it
    // is done, one round trip each on a slow phone network.
    modulePreload: false,
  },
  test: {
    restoreMocks: true,
    // Generous, for a shared 2-core machine running two suites at once; a passing test
    // returns long before. No test relies on a short timeout (see tests/setup.ts).
    testTimeout: 180_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/server/**', 'node_modules/**'],
        },
      },
      {
        // The server and its database run in Node, without the DOM set-up of the app's tests.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // PGlite runs initdb in WebAssembly for every new data directory: seconds on a busy machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
