import { describe, expect, it } from 'vitest';
import { routeAssets, type Manifest } from '../../../scripts/size/route-assets';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/steps/age-step.tsx', 'src/admin/login-page.tsx'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_tiny.js'] },
  '_tiny.js': { file: 'assets/tiny.js' },
  'src/steps/age-step.tsx': { file: 'assets/age-step.js', imports: ['index.html', '_input.js'] },
  '_input.js': { file: 'assets/input.js', imports: ['_shared.js'] },
  'src/admin/login-page.tsx': {
    file: 'assets/login.js',
    imports: ['_input.js'],
    css: ['assets/login.css'],
  },
};

describe('routeAssets', () => {
  it('gives the entry and its static imports, not what it loads on need', () => {
    expect(routeAssets(manifest, [])).toEqual({
      js: ['assets/index.js', 'assets/shared.js', 'assets/tiny.js'],
      css: ['assets/index.css'],
    });
  });

  it('adds a lazily loaded page with its own static imports, each file once', () => {
    const assets = routeAssets(manifest, ['src/admin/login-page.tsx']);
    expect(assets.js.sort()).toEqual(
      [
        'assets/index.js',
        'assets/input.js',
        'assets/login.js',
        'assets/shared.js',
        'assets/tiny.js',
      ].sort(),
    );
    expect(assets.css.sort()).toEqual(['assets/index.css', 'assets/login.css']);
  });

  it('takes patterns with * for groups of modules', () => {
    expect(routeAssets(manifest, ['src/steps/*']).js).toContain('assets/age-step.js');
  });

  it('fails loudly when a listed module is not in the build (a stale budget file)', () => {
    expect(() => routeAssets(manifest, ['src/admin/gone-page.tsx'])).toThrow(/No chunk/);
  });
});
