import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings the app's files and pages are sent in (Content-Encoding's names). */
export type TextEncoding = 'br' | 'gzip';

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * Text (HTML, JS, CSS, JSON, SVG) in an encoding. `thorough`: brotli's best quality, for what
 * is compressed once (the build's files, the pages kept at start: 30 ms for index.html);
 * otherwise quality 5, half a millisecond and 10 % larger, for a page written per request.
 * Used by the build (scripts/build/precompress.ts) and the server
 * (server/plugins/page-compression.ts) alike, so a file and a page come out the same.
 */
export function encodeText(
  bytes: Buffer,
  encoding: TextEncoding,
  thorough: boolean,
): Promise<Buffer> {
  if (encoding === 'gzip') return toGzip(bytes, { level: 9 });
  return toBrotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: thorough ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
