import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { EARLY_READS_GLOBAL } from '../../src/api/early-reads.ts';
import { staticClosure } from './preload-app-chunks.ts';

/**
 * A page the shell (app.html) serves and the modules it loads on need: the router and its
 * page, and in server mode the sign-in check too (src/app/routes.tsx loads them so).
 */
export interface RoutePage {
  path: string;
  modules: readonly string[];
  serverModules?: readonly string[];
  /**
   * Server mode: the API reads the page makes first, started by the shell's script while the
   * app downloads (src/api/early-reads.ts); `:name` is the route's parameter of that name.
   */
  serverReads?: readonly string[];
}

/**
 * The API's reads a signed-in page makes first (server mode), as the shell's script asks for
 * them: written out here, since this file loads with the build's configuration, which cannot
 * import the API's modules; tests/scripts/build/preload-route-chunks.test.ts holds them to
 * the machines' routes (SESSION_API, CASE_ROUTES, PROFILE_API, SECOND_FACTOR_ROUTES).
 */
export const EARLY_READ_ROUTES = {
  session: '/api/session',
  case: '/api/cases/:caseId',
  profile: '/api/me',
  secondFactor: '/api/account/second-factor',
} as const;

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
    // The sign-in check (the licensed-states filter is the server's: no profile read here).
    serverReads: [EARLY_READ_ROUTES.session],
  },
  {
    path: '/review/:caseId',
    modules: [ROUTER, 'src/features/case-review/case-review-page.tsx'],
    // The case's access history, shown below it.
    serverModules: [...SIGNED_IN, 'src/features/case-review/access-history-list.tsx'],
    // The sign-in check, the case, and who may decide it (licence and second factor).
    serverReads: [
      EARLY_READ_ROUTES.session,
      EARLY_READ_ROUTES.case,
      EARLY_READ_ROUTES.profile,
      EARLY_READ_ROUTES.secondFactor,
    ],
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

/** A route's path as a regular expression's source: `:name` is one segment, captured. */
export function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return `^${segments.join('/')}/?$`;
}

/** A route's pattern and the chunk addresses to preload on it, in either case-store mode. */
export interface RoutePreload {
  pattern: string;
  files: string[];
  serverFiles: string[];
  /** Server mode's early reads, `:name` standing for the path's parameter of that name. */
  serverReads: string[];
}

/**
 * The script app.html runs first: on the path it is opened at, it preloads that page's
 * chunks (`<link rel="modulepreload">`), so they download beside the app's stages rather than
 * one after another once the router asks for them. In server mode it also starts the page's
 * first API reads, which the app takes over when it asks for them (src/api/early-reads.ts):
 * the sign-in check and the case then come beside the app's chunks, not after them. A plain
 * script: the patient's first page (index.html) never loads it. Server mode is the case-store
 * tag the server rewrites (src/config/case-store-mode.ts).
 */
export function routePreloadScript(routes: readonly RoutePreload[]): string {
  const table = routes.map(({ pattern, files, serverFiles, serverReads }) => [
    pattern,
    files,
    serverFiles,
    serverReads,
  ]);
  return `(() => {
  const routes = ${JSON.stringify(table)};
  const path = location.pathname;
  const server = document.querySelector('meta[name="case-store"]')?.getAttribute('content') === 'server';
  const route = routes.find(([pattern]) => new RegExp(pattern).test(path));
  if (!route) return;
  if (server && route[3].length > 0) {
    const params = new RegExp(route[0]).exec(path).groups || {};
    const reads = new Map();
    for (const template of route[3]) {
      // Only a case number is ever a parameter, and only its plain form (no leading zero) is
      // read early: parseCaseId (machines/case) reads it the same, so the app asks this very
      // address. Anything else starts no read; the app asks for itself, as before.
      const values = (template.match(/:\\w+/g) || []).map((name) => params[name.slice(1)]);
      if (!values.every((value) => /^[1-9][0-9]{0,14}$/.test(value || ''))) continue;
      const url = template.replace(/:(\\w+)/g, (_, name) => params[name]);
      // As the app's API client asks (src/api/http-json.ts): same origin, no cache.
      const read = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });
      // A read the app never takes is no error of the page's.
      read.catch(() => {});
      reads.set(url, { read, at: performance.now() });
    }
    window[${JSON.stringify(EARLY_READS_GLOBAL)}] = reads;
  }
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
  return routes.map(({ path, modules, serverModules = [], serverReads = [] }) => {
    const files = staticClosure(bundle, modules);
    return {
      pattern: pathPattern(path),
      files: address(files),
      serverFiles: address(
        staticClosure(bundle, serverModules).filter((file) => !files.includes(file)),
      ),
      serverReads: [...serverReads],
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
