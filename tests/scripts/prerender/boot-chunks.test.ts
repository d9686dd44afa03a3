import { describe, expect, it } from 'vitest';
import { assignStages, ENTRY_STAGE } from '../../../scripts/prerender/boot-chunks';
import { bootChunkFiles, injectPreloads } from '../../../scripts/prerender/boot-preloads';
import type { Manifest } from '../../../scripts/size/route-assets';

/** A module graph as the bundler reports it: who imports whom, statically. */
const graphOf = (imports: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id]! } : null),
});

describe('assignStages', () => {
  it('gives each module to the earliest of the entry and the stages that reaches it', () => {
    const graph = graphOf({
      main: ['helper'],
      helper: [],
      dom: ['react', 'react-dom'],
      'react-dom': ['react', 'scheduler'],
      react: [],
      scheduler: [],
      styles: ['react', 'emotion'],
      emotion: ['helper'],
      app: ['styles', 'button', 'react'],
      button: ['emotion'],
    });
    const owner = assignStages(graph, ['main'], ['dom', 'styles', 'app']);
    expect(Object.fromEntries(owner)).toEqual({
      main: ENTRY_STAGE,
      helper: ENTRY_STAGE,
      dom: 0,
      react: 0,
      'react-dom': 0,
      scheduler: 0,
      styles: 1,
      emotion: 1,
      app: 2,
      button: 2,
    });
  });
});

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    dynamicImports: ['_boot-dom-stage-1.js', '_boot-app-stage-1.js', 'src/app/router-app.tsx'],
  },
  '_boot-dom-stage-1.js': {
    file: 'assets/boot-dom-stage-1.js',
    name: 'boot-dom-stage',
    imports: ['_runtime.js'],
  },
  '_boot-app-stage-1.js': {
    file: 'assets/boot-app-stage-1.js',
    name: 'boot-app-stage',
    imports: ['_runtime.js', '_boot-dom-stage-1.js', 'index.html'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/app/router-app.tsx': { file: 'assets/router-app.js', imports: ['_boot-app-stage-1.js'] },
};

describe('bootChunkFiles', () => {
  it('lists the stages and their imports once, in load order, without the entry or other pages', () => {
    expect(bootChunkFiles(MANIFEST)).toEqual([
      'assets/runtime.js',
      'assets/boot-dom-stage-1.js',
      'assets/boot-app-stage-1.js',
    ]);
  });

  it('refuses an entry without boot stages', () => {
    expect(() =>
      bootChunkFiles({ 'index.html': { file: 'assets/index.js', isEntry: true } }),
    ).toThrow(/no boot stage/);
  });
});

describe('injectPreloads', () => {
  it('preloads each file right after the entry script', () => {
    const html =
      '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n</head>';
    expect(injectPreloads(html, ['assets/a.js', 'assets/b.js'], '/')).toBe(
      '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '\n    <link rel="modulepreload" crossorigin href="/assets/a.js">' +
        '\n    <link rel="modulepreload" crossorigin href="/assets/b.js">\n</head>',
    );
  });
});
