import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { CASE_API } from '../../../machines/case/case.api';
import { PROFILE_API } from '../../../machines/letter/reviewer-profile.api';
import { SECOND_FACTOR_ROUTES } from '../../../machines/session/second-factor.api';
import { SESSION_API } from '../../../machines/session/session.api';
import {
  EARLY_READ_ROUTES,
  pathPattern,
  routePreloads,
  routePreloadScript,
  type RoutePreload,
} from '../../../scripts/build/preload-route-chunks';

/** Just the fields the closure reads. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = []): OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports } as unknown as OutputChunk;
}

const bundle = {
  'assets/react.js': chunk('assets/react.js', ['/app/node_modules/react/index.js']),
  'assets/router.js': chunk(
    'assets/router.js',
    ['/app/src/app/router-app.tsx'],
    ['assets/react.js'],
  ),
  'assets/overview.js': chunk(
    'assets/overview.js',
    ['/app/src/features/case-overview/case-overview-page.tsx'],
    ['assets/react.js', 'assets/table.js'],
  ),
  'assets/table.js': chunk('assets/table.js', ['/app/node_modules/@mui/material/Table.js']),
  'assets/check.js': chunk(
    'assets/check.js',
    ['/app/src/app/require-reviewer.tsx'],
    ['assets/table.js', 'assets/session.js'],
  ),
  'assets/session.js': chunk('assets/session.js', ['/app/src/api/session-api.ts']),
} as unknown as OutputBundle;

describe('pathPattern', () => {
  it('matches a route path with its parameters, and nothing else', () => {
    const review = new RegExp(pathPattern('/review/:caseId'));
    expect(review.test('/review/42')).toBe(true);
    expect(review.test('/review/42/')).toBe(true);
    expect(review.test('/review/')).toBe(false);
    expect(review.test('/review/42/letter')).toBe(false);
    expect(review.test('/reviews/42')).toBe(false);
  });
});

describe('routePreloads', () => {
  it("gives each route its chunks, less the shell's, and server mode's extra ones apart", () => {
    const [overview] = routePreloads(
      bundle,
      [
        {
          path: '/case-overview',
          modules: ['src/app/router-app.tsx', 'src/features/case-overview/case-overview-page.tsx'],
          serverModules: ['src/app/require-reviewer.tsx'],
        },
      ],
      ['assets/react.js'],
      '/',
    );
    expect(overview).toEqual({
      pattern: pathPattern('/case-overview'),
      files: ['/assets/router.js', '/assets/overview.js', '/assets/table.js'],
      serverFiles: ['/assets/check.js', '/assets/session.js'],
      serverReads: [],
    });
  });
});

interface ScriptRun {
  /** The hrefs it preloads. */
  preloaded: string[];
  /** What it asked the API for, with the options of each call. */
  reads: { url: string; init: RequestInit }[];
  /** What it left for the app: address → the read. */
  left: Map<string, { read: Promise<unknown>; at: number }> | undefined;
}

/** Runs the script as app.html would, at `path`, in a page of the given mode. */
function runAt(path: string, mode: 'browser' | 'server', routes: RoutePreload[]): ScriptRun {
  const links: { rel: string; href: string; crossOrigin: string | null; fetchPriority: string }[] =
    [];
  const document = {
    querySelector: (selector: string) =>
      selector === 'meta[name="case-store"]' ? { getAttribute: () => mode } : null,
    createElement: () => ({ rel: '', href: '', crossOrigin: null, fetchPriority: 'auto' }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  // Intl's first use costs a page tens of milliseconds in one task: the script must not
  // touch it (docs/decisions/2026-11-29-reviewer-pages-without-intl.md).
  const untouchable = new Proxy(
    {},
    {
      get: () => {
        throw new Error('The route preload script used Intl.');
      },
    },
  );
  const reads: ScriptRun['reads'] = [];
  const fetch = (url: string, init: RequestInit) => {
    reads.push({ url, init });
    return Promise.resolve(new Response('{}'));
  };
  const window: Record<string, unknown> = {};
  new Function(
    'location',
    'document',
    'Intl',
    'fetch',
    'window',
    'performance',
    routePreloadScript(routes),
  )({ pathname: path }, document, untouchable, fetch, window, { now: () => 12 });
  expect(links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  return {
    preloaded: links.map((link) => link.href),
    reads,
    left: window.__lmnEarlyReads as ScriptRun['left'],
  };
}

const preloadedAt = (path: string, mode: 'browser' | 'server', routes: RoutePreload[]) =>
  runAt(path, mode, routes).preloaded;

describe('routePreloadScript', () => {
  const routes: RoutePreload[] = [
    {
      pattern: pathPattern('/login'),
      files: ['/assets/login.js'],
      serverFiles: [],
      serverReads: [],
    },
    {
      pattern: pathPattern('/review/:caseId'),
      files: ['/assets/review.js'],
      serverFiles: ['/assets/check.js'],
      serverReads: ['/api/session', '/api/cases/:caseId'],
    },
  ];

  it("preloads the opened page's chunks, and in server mode the sign-in check's too", () => {
    expect(preloadedAt('/review/7', 'browser', routes)).toEqual(['/assets/review.js']);
    expect(preloadedAt('/review/7', 'server', routes)).toEqual([
      '/assets/review.js',
      '/assets/check.js',
    ]);
    expect(preloadedAt('/login', 'server', routes)).toEqual(['/assets/login.js']);
  });

  it('preloads nothing on a path no lazy page answers', () => {
    expect(preloadedAt('/nowhere', 'browser', routes)).toEqual([]);
  });

  it("starts server mode's first reads as the app's client asks, and leaves them to it", () => {
    const run = runAt('/review/7', 'server', routes);
    expect(run.reads).toEqual([
      {
        url: '/api/session',
        init: {
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
          cache: 'no-store',
        },
      },
      {
        url: '/api/cases/7',
        init: {
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
          cache: 'no-store',
        },
      },
    ]);
    expect([...(run.left?.keys() ?? [])]).toEqual(['/api/session', '/api/cases/7']);
    expect(run.left?.get('/api/cases/7')?.at).toBe(12);
  });

  it('reads nothing in browser mode, nor for a case number that is no number', () => {
    expect(runAt('/review/7', 'browser', routes).reads).toEqual([]);
    expect(runAt('/review/7x', 'server', routes).reads.map((read) => read.url)).toEqual([
      '/api/session',
    ]);
    expect(runAt('/review/0', 'server', routes).reads.map((read) => read.url)).toEqual([
      '/api/session',
    ]);
  });
});

describe('the early reads of server mode', () => {
  it("are the API's own routes, as the app's client asks for them", () => {
    expect(EARLY_READ_ROUTES.session).toBe(SESSION_API.session);
    expect(EARLY_READ_ROUTES.profile).toBe(PROFILE_API.me);
    expect(EARLY_READ_ROUTES.secondFactor).toBe(SECOND_FACTOR_ROUTES.status);
    expect(EARLY_READ_ROUTES.case.replace(':caseId', '42')).toBe(CASE_API.case(42));
  });
});
