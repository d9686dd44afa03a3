import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

/** Each file compressed on its own, as a static host sends it (gzip -9, brotli 11). */
function measureFile(path: string): Sizes {
  const bytes = readFileSync(path);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function measureFiles(dir: string, files: string[]): Sizes {
  return files
    .map((file) => measureFile(join(dir, file)))
    .reduce(
      (sum, size) => ({
        raw: sum.raw + size.raw,
        gzip: sum.gzip + size.gzip,
        brotli: sum.brotli + size.brotli,
      }),
      ZERO,
    );
}

/** kB as Vite prints them: 1000 bytes. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
