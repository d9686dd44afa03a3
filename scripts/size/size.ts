/**
 * `npm run size`: builds the app (unless `--no-build`), then reports the JS, CSS and HTML
 * each route loads, raw, gzip and brotli, from Vite's manifest, and fails when a route is
 * over its budget in size-budgets.json.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { kB, measureFiles, type Sizes } from './measure';
import { routeAssets, type Manifest } from './route-assets';

interface RouteBudget {
  route: string;
  html: string;
  loads: string[];
  budget?: { jsGzip?: number };
}

const ROOT = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: 'dist' },
  },
});
const outDir = resolve(ROOT, values['out-dir']);

if (!values['no-build']) {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const { routes, everyRouteLoads } = JSON.parse(
  readFileSync(join(ROOT, 'size-budgets.json'), 'utf8'),
) as {
  routes: RouteBudget[];
  everyRouteLoads: string[];
};

/** The page's inline <style> text (the prerendered first step's CSS). */
function inlineCss(html: string): Sizes {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const bytes = Buffer.from(css);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
}

const triple = (sizes: Sizes) => `${kB(sizes.raw)} / ${kB(sizes.gzip)} / ${kB(sizes.brotli)}`;
const rows: string[][] = [];
const over: string[] = [];
for (const { route, html, loads, budget } of routes) {
  const assets = routeAssets(manifest, [...everyRouteLoads, ...loads]);
  const js = measureFiles(outDir, assets.js);
  const cssFiles = measureFiles(outDir, assets.css);
  const inline = inlineCss(readFileSync(join(outDir, html), 'utf8'));
  const css = {
    raw: cssFiles.raw + inline.raw,
    gzip: cssFiles.gzip + inline.gzip,
    brotli: cssFiles.brotli + inline.brotli,
  };
  const page = measureFiles(outDir, [html]);
  const limit = budget?.jsGzip;
  const ok = limit === undefined || js.gzip <= limit * 1000;
  if (!ok) over.push(`${route}: ${kB(js.gzip)} of JS gzip is over its budget of ${limit} kB`);
  rows.push([
    route,
    String(assets.js.length),
    triple(js),
    triple(css),
    triple(page),
    limit === undefined ? '-' : `${limit} kB`,
    ok ? 'ok' : 'OVER',
  ]);
}

const header = [
  'route',
  'JS files',
  'JS raw / gzip / brotli',
  'CSS raw / gzip / brotli',
  'HTML raw / gzip / brotli',
  'JS gzip budget',
  '',
];
const widths = header.map((_, c) =>
  Math.max(...[header, ...rows].map((row) => (row[c] ?? '').length)),
);
const line = (row: string[]) =>
  `| ${row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
rows.forEach((row) => console.log(line(row)));
console.log("\nCSS: CSS files plus the HTML's inline <style> (Emotion inserts the rest from JS).");

if (over.length > 0) {
  console.error(`\nOver budget (size-budgets.json):\n${over.map((o) => `  - ${o}`).join('\n')}`);
  process.exit(1);
}
