/**
 * `NODE_ENV=production tsx scripts/bench/build-floor.ts`: builds the stack's floor pages into
 * test-results/floor-dist (`react.html`: React and ReactDOM hydrating a trivial tree;
 * `mui.html`: the app's MUI theme, CssBaseline and one TextField), each prerendered and
 * hydrated in a transition as the app's first page is, with source maps, for
 * `trace-first-page.ts --dist test-results/floor-dist --path /react.html`.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { App as MuiApp } from './floor/mui-app';
import { App as ReactApp } from './floor/react-app';

const FLOOR = resolve(import.meta.dirname, 'floor');
const OUT = resolve(import.meta.dirname, '../../test-results/floor-dist');
const PAGES: Record<string, ComponentType> = { react: ReactApp, mui: MuiApp };

if (process.env.NODE_ENV !== 'production') {
  throw new Error('Run with NODE_ENV=production: class names must match the client build.');
}

await build({
  configFile: false,
  root: FLOOR,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: OUT,
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      input: Object.fromEntries(
        Object.keys(PAGES).map((name) => [name, join(FLOOR, `${name}.html`)]),
      ),
    },
  },
});

for (const [name, App] of Object.entries(PAGES)) {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <App />
    </CacheProvider>,
  );
  const file = join(OUT, `${name}.html`);
  const template = await readFile(file, 'utf8');
  await writeFile(
    file,
    template
      .replace(
        '</head>',
        `${constructStyleTagsFromChunks(extractCriticalToChunks(html))}\n  </head>`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`),
  );
}
process.stdout.write(`Floor pages in ${OUT}\n`);
