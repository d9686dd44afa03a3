import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import {
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
    });
  });
});

/** Runs the script as app.html would, at `path`, and returns the hrefs it preloads. */
function preloadedAt(path: string, mode: 'browser' | 'server', routes: RoutePreload[]): string[] {
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
  new Function('location', 'document', 'Intl', routePreloadScript(routes))(
    { pathname: path },
    document,
    untouchable,
  );
  expect(links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  return links.map((link) => link.href);
}

describe('routePreloadScript', () => {
  const routes: RoutePreload[] = [
    { pattern: pathPattern('/login'), files: ['/assets/login.js'], serverFiles: [] },
    {
      pattern: pathPattern('/review/:caseId'),
      files: ['/assets/review.js'],
      serverFiles: ['/assets/check.js'],
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
});
