import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isCompressible, precompressDir } from '../../../scripts/build/precompress';

/** Text that compresses well, at least `bytes` long. */
const text = (bytes: number) => 'const answer = 42;\n'.repeat(Math.ceil(bytes / 19));

describe('which files of the build get compressed copies', () => {
  it.each([
    'assets/index-abc123.js',
    'assets/worker-abc123.mjs',
    'assets/index-abc123.css',
    'favicon.svg',
    'index.html',
    'app.html',
    'assets/data-abc123.json',
    'assets/INDEX-ABC123.JS',
  ])('%s, 1 kB or more', (path) => {
    expect(isCompressible(path, 1024)).toBe(true);
  });

  it('not a file under 1 kB, whose copy would save almost nothing', () => {
    expect(isCompressible('assets/index-abc123.js', 1023)).toBe(false);
  });

  it.each([
    'assets/logo-abc123.png',
    'assets/font-abc123.woff2',
    'assets/index-abc123.js.br',
    'assets/index-abc123.js.gz',
    'robots.txt',
  ])('not %s: already compressed, or not what the app fetches', (path) => {
    expect(isCompressible(path, 100_000)).toBe(false);
  });

  it("not the build's own records in a dot folder", () => {
    expect(isCompressible('.vite/manifest.json', 100_000)).toBe(false);
    expect(isCompressible('assets/.cache/x.js', 100_000)).toBe(false);
  });
});

describe('precompressDir', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('writes a brotli and a gzip copy that decode to the file, only where they shrink it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lmn-precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    const js = Buffer.from(text(5000));
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js);
    writeFileSync(join(dir, 'index.html'), text(2000));
    writeFileSync(join(dir, 'assets', 'small-abc.js'), text(500));
    // Random bytes do not compress: a copy would be larger than the file.
    writeFileSync(join(dir, 'assets', 'noise-abc.js'), randomBytes(4000));
    writeFileSync(join(dir, '.vite', 'manifest.json'), text(5000));

    const written = await precompressDir(dir);

    expect(written.sort()).toEqual([
      join('assets', 'index-abc.js.br'),
      join('assets', 'index-abc.js.gz'),
      'index.html.br',
      'index.html.gz',
    ]);
    const br = readFileSync(join(dir, 'assets', 'index-abc.js.br'));
    const gz = readFileSync(join(dir, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(br).equals(js)).toBe(true);
    expect(gunzipSync(gz).equals(js)).toBe(true);
    expect(br.length).toBeLessThan(js.length);
    expect(readdirSync(join(dir, '.vite'))).toEqual(['manifest.json']);
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'noise-abc.js',
      'small-abc.js',
    ]);
  });
});
