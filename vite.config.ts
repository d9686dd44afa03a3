import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { APP_STAGES } from './scripts/build/app-stages.ts';
import { loadPartnerConfig, partnerHtmlFor } from './scripts/build/partner-config.ts';
import { preloadAppChunks } from './scripts/build/preload-app-chunks.ts';
import { preloadRouteChunks, ROUTE_PAGES } from './scripts/build/preload-route-chunks.ts';
import { precompressBuild } from './scripts/build/precompress.ts';
import { treeShakeReactRouter } from './scripts/build/tree-shake-react-router.ts';
import { prerenderFirstPage } from './scripts/prerender/vite-plugin.ts';
import { ORACLE_CHECK_TESTS, SCREEN_WALK_TESTS } from './vitest.walks.config.ts';

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

/**
 * The tests that need no DOM (the server's, and the machines', rules' and scripts'): they run
 * in Node, which starts in a fraction of the time. A test file in one of these folders that
 * needs `window` fails at once, rather than passing slowly. Every other test file gets a DOM.
 */
/** Screen tests of server mode: the app reads its mode once, so these run apart. */
const SERVER_MODE_SCREEN_TESTS = 'tests/**/*.server-mode.test.{ts,tsx}';
const SERVER_TESTS = ['tests/server/**/*.test.ts', 'tests/api/**/*.test.ts'];
const NODE_TESTS = [
  'tests/machines/**/*.test.ts',
  'tests/scripts/machines-docs.test.ts',
  'tests/docs/**/*.test.ts',
  'tests/scripts/lint/**/*.test.ts',
  'tests/scripts/size/**/*.test.ts',
  'tests/scripts/build/**/*.test.ts',
  'tests/app/boot/stages.test.ts',
  'tests/scripts/prerender/inject.test.ts',
  'tests/features/machines/{diagram-layout,machine-graph,model-paths}.test.ts',
  'tests/lib/{return-path,format-local-time}.test.ts',
  'tests/storage/{case-selection,storage-errors}.test.ts',
];

/**
 * The DOM the screens render in: happy-dom, measured against jsdom in the decision note;
 * TEST_DOM_ENVIRONMENT=jsdom runs them in jsdom, to measure again.
 */
const DOM_ENVIRONMENT = process.env.TEST_DOM_ENVIRONMENT === 'jsdom' ? 'jsdom' : 'happy-dom';

/** Every route but `/` preloads its page's chunks from app.html, beside the app's stages. */
const routeChunks = preloadRouteChunks(
  ROUTE_PAGES,
  APP_STAGES.map((stage) => stage.module),
);

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicy(),
    treeShakeReactRouter(),
    preloadAppChunks(APP_STAGES.map((stage) => stage.module)),
    routeChunks.plugin,
    prerenderFirstPage({
      shellHtml: routeChunks.addTo,
      partnerHtml: () => partnerHtmlFor(loadPartnerConfig(import.meta.dirname)),
    }),
    precompressBuild(),
  ],
  build: {
    // `npm run size` reads which chunks each route loads from the manifest.
    manifest: true,
    // Every browser the build targets knows <link rel="modulepreload">: no polyfill on the
    // first page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and the preload helper: the entry's own module graph, evaluated
            // first (src/main.tsx).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite\/preload-helper/,
              priority: APP_STAGES.length + 1,
            },
            // Then a chunk per stage of the app (src/app/boot/stages.ts), each with what it
            // imports and no earlier stage holds: one task each, rather than one long one.
            ...APP_STAGES.map(({ module, chunk }, index) => ({
              name: chunk,
              test: (id: string) => id.endsWith(module),
              priority: APP_STAGES.length - index,
            })),
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // Generous, for a shared 2-core machine running two suites at once; a passing test
    // returns long before. No test relies on a short timeout (see tests/setup.ts).
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The tests
    // wait much of the time (timers, the database, processes they start, a DOM settling), so
    // on 2 cores a third worker fills what two leave idle (paired runs: docs/benchmarks.md).
    maxWorkers: 3,
    // The screens allocate short-lived objects by the million (renders, DOM events, computed
    // styles): a young generation of 32 MB, not V8's default 16, is collected half as often.
    execArgv: ['--max-semi-space-size=32'],
    // Where each test runs is chosen by what it needs (docs/decisions/2026-11-24-test-environments.md).
    projects: [
      {
        // Machines, rules and scripts: plain Node, no DOM to start.
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['tests/setup-console.ts'],
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...ORACLE_CHECK_TESTS],
          // These files keep no state in modules between them: a worker imports xstate and
          // the machines once for all of them.
          isolate: false,
        },
      },
      {
        // The server and its database (`npm run test:postgres` runs this project on PostgreSQL).
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          setupFiles: ['tests/setup-console.ts'],
          // The PGlite databases the tests start from, built once (not once per file).
          globalSetup: ['tests/server/support/pglite-templates.ts'],
          include: SERVER_TESTS,
          // A worker shares one PGlite across its files (tests/server/support/test-database.ts),
          // each file starting on emptied tables; that needs the files to share the worker's
          // modules.
          isolate: false,
        },
      },
      {
        // Screens, hooks and browser storage: a DOM and the app's providers, in browser mode.
        extends: true,
        test: {
          name: 'dom',
          environment: DOM_ENVIRONMENT,
          setupFiles: ['tests/setup-console.ts', 'tests/setup.ts'],
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [
            ...NODE_TESTS,
            ...SERVER_TESTS,
            SERVER_MODE_SCREEN_TESTS,
            // Journeys through every transition: `npm run test:walks`.
            ...SCREEN_WALK_TESTS,
            'tests/e2e/**',
            'node_modules/**',
          ],
          // A worker keeps one DOM and one set of the app's modules for all its files: loading
          // them again for each file was half the screens' time. tests/setup.ts empties what a
          // file leaves behind (the page, storage, the app's module-level records).
          isolate: false,
        },
      },
      {
        // The same screens in server mode, whose tag the page carries before the app loads.
        extends: true,
        test: {
          name: 'dom-server-mode',
          environment: DOM_ENVIRONMENT,
          setupFiles: ['tests/setup-server-mode.ts', 'tests/setup-console.ts', 'tests/setup.ts'],
          include: [SERVER_MODE_SCREEN_TESTS],
          isolate: false,
        },
      },
    ],
  },
});
