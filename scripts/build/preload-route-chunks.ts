import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { staticClosure } from './preload-app-chunks.ts';

/**
 * A page the shell (app.html) serves and the modules it loads on need: the router and its
 * page, and in server mode the sign-in check too (src/app/routes.tsx loads them so).
 */
export interface RoutePage {
  path: string;
  modules: readonly string[];
  serverModules?: readonly string[];
}

const ROUTER = 'src/app/router-app.tsx';
const REQUIRE_REVIEWER = 'src/app/require-reviewer.tsx';
/**
 * What a signed-in reviewer's page loads once the sign-in check has answered (server mode):
 * the header's Sign out, the idle warning, the case store's API client. Preloaded with the
 * check, so they come beside it rather than after it.
 */
const SIGNED_IN = [
  REQUIRE_REVIEWER,
  'src/components/sign-out-button.tsx',
  'src/features/idle-session/idle-session-guard.tsx',
  'src/api/case-api.ts',
];

/** The shell's lazy pages, by their path in src/app/routes.tsx. */
export const ROUTE_PAGES: readonly RoutePage[] = [
  { path: '/login', modules: [ROUTER, 'src/features/sign-in/login-page.tsx'] },
  {
    path: '/case-overview',
    modules: [ROUTER, 'src/features/case-overview/case-overview-page.tsx'],
    // The partner filter's choices.
    serverModules: [...SIGNED_IN, 'src/api/partners-api.ts'],
  },
  {
    path: '/review/:caseId',
    modules: [ROUTER, 'src/features/case-review/case-review-page.tsx'],
    // The case's access history, shown below it.
    serverModules: [...SIGNED_IN, 'src/features/case-review/access-history-list.tsx'],
  },
  {
    path: '/letters/:caseId',
    modules: [ROUTER, 'src/features/letters/letter-page.tsx'],
    serverModules: SIGNED_IN,
  },
  { path: '/verify/:code', modules: [ROUTER, 'src/features/letters/verify-page.tsx'] },
  { path: '/status/:token', modules: [ROUTER, 'src/features/status/status-page.tsx'] },
  { path: '/consent/telehealth', modules: [ROUTER, 'src/features/consent/consent-page.tsx'] },
  { path: '/privacy', modules: [ROUTER, 'src/features/consent/consent-page.tsx'] },
  { path: '/machines', modules: [ROUTER, 'src/features/machines/machines-page.tsx'] },
];

/** A route's path as a regular expression's source: `:name` is one segment. */
export function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return `^${segments.join('/')}/?$`;
}

/** A route's pattern and the chunk addresses to preload on it, in either case-store mode. */
export interface RoutePreload {
  pattern: string;
  files: string[];
  serverFiles: string[];
}

/**
 * The script app.html runs first: on the path it is opened at, it preloads that page's
 * chunks (`<link rel="modulepreload">`), so they download beside the app's stages rather than
 * one after another once the router asks for them. A plain script: the patient's first page
 * (index.html) never loads it. Server mode is the case-store tag the server rewrites
 * (src/config/case-store-mode.ts).
 */
export function routePreloadScript(routes: readonly RoutePreload[]): string {
  return `(() => {
  const routes = ${JSON.stringify(routes.map(({ pattern, files, serverFiles }) => [pattern, files, serverFiles]))};
  const path = location.pathname;
  const server = document.querySelector('meta[name="case-store"]')?.getAttribute('content') === 'server';
  const route = routes.find(([pattern]) => new RegExp(pattern).test(path));
  if (!route) return;
  for (const href of server ? route[1].concat(route[2]) : route[1]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    // After the app's stages, which the HTML preloads and which paint the page's first frame.
    link.fetchPriority = 'low';
    link.href = href;
    document.head.appendChild(link);
  }
})();
`;
}

/** The chunks each route loads beyond the ones the shell preloads already (`shared`). */
export function routePreloads(
  bundle: OutputBundle,
  routes: readonly RoutePage[],
  shared: readonly string[],
  base: string,
): RoutePreload[] {
  const address = (files: string[]) =>
    files.filter((file) => !shared.includes(file)).map((file) => `${base}${file}`);
  return routes.map(({ path, modules, serverModules = [] }) => {
    const files = staticClosure(bundle, modules);
    return {
      pattern: pathPattern(path),
      files: address(files),
      serverFiles: address(
        staticClosure(bundle, serverModules).filter((file) => !files.includes(file)),
      ),
    };
  });
}

/**
 * Emits the route preload script (assets/route-preload-[hash].js) and gives the shell's HTML
 * a tag for it: `addTo(html)`, which the prerender plugin calls as it writes app.html. The
 * chunks the shell preloads already (the entry's and the app's stages') are left out.
 */
export function preloadRouteChunks(routes: readonly RoutePage[], stages: readonly string[]) {
  let base = '/';
  let script: string | null = null;
  const plugin: Plugin = {
    name: 'lmn:preload-route-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry,
      );
      if (entry?.type !== 'chunk' || !entry.facadeModuleId)
        throw new Error('The bundle has no entry chunk.');
      const shared = [
        ...staticClosure(bundle, [entry.facadeModuleId]),
        ...staticClosure(bundle, stages),
      ];
      const reference = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: routePreloadScript(routePreloads(bundle, routes, shared, base)),
      });
      script = `${base}${this.getFileName(reference)}`;
    },
  };
  return {
    plugin,
    /** The shell with the script's tag before its entry's, so its requests start first. */
    addTo(html: string): string {
      if (!script) throw new Error('The route preload script was not emitted.');
      const tag = `<script async src="${script}"></script>\n    `;
      const withScript = html.replace(/<script type="module"/, (entry) => `${tag}${entry}`);
      if (withScript === html) throw new Error('The shell has no module script.');
      return withScript;
    },
  };
}
