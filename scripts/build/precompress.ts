import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { encodeText } from '../../server/compression/text-encodings.ts';

/** Text the browser fetches from dist/; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.html', '.json']);

/** Below this a compressed copy saves less than the response headers it shares a packet with. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Whether a file of the build gets compressed copies. Folders whose name starts with a dot
 * (Vite's `.vite/manifest.json`) are the build's own records, never fetched by the app.
 */
export function isCompressible(path: string, bytes: number): boolean {
  const inDotFolder = path
    .split(/[\\/]/)
    .some((part, i, parts) => i < parts.length - 1 && part.startsWith('.'));
  return (
    !inDotFolder && COMPRESSIBLE.has(extname(path).toLowerCase()) && bytes >= MIN_COMPRESSIBLE_BYTES
  );
}

/** Once per build, so the slowest settings: every visitor then gets the smallest copy. */
const ENCODINGS = [
  { extension: '.br', encoding: 'br' },
  { extension: '.gz', encoding: 'gzip' },
] as const;

/**
 * Writes `file.br` and `file.gz` beside every compressible file under `dir`, each only when it
 * is smaller than the file (a server falls back to the file itself). Returns the copies
 * written, as paths from `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + sep.length));
  const written = await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(join(dir, file));
      if (!isCompressible(file, bytes.length)) return [];
      const copies = await Promise.all(
        ENCODINGS.map(async ({ extension, encoding }) => {
          const compressed = await encodeText(bytes, encoding, true);
          if (compressed.length >= bytes.length) return null;
          await writeFile(join(dir, file + extension), compressed);
          return file + extension;
        }),
      );
      return copies.filter((copy) => copy !== null);
    }),
  );
  return written.flat();
}

/**
 * After the build, a brotli and a gzip copy of every compressible file in the output, which
 * the production server sends to browsers that accept them (server/plugins/static.ts) and a
 * static host can too. It runs last among the plugins' closeBundle hooks, which run one after
 * another: the prerender plugin writes index.html and app.html in its own.
 */
export function precompressBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lmn:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      async handler() {
        if (config.build.ssr) return;
        const written = await precompressDir(resolve(config.root, config.build.outDir));
        config.logger.info(`Compressed copies (.br, .gz) written: ${written.length}.`);
      },
    },
  };
}
