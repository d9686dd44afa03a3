import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

export type PageEncoding = 'br' | 'gzip';

// Brotli first: a third smaller than gzip on the app's pages. Both as @fastify/static offers
// them for the built files, so a page and its scripts are negotiated alike.
const negotiator = new Negotiator<PageEncoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding a request's Accept-Encoding allows for a page, or none: send it as it is. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  // `*` is any encoding: gzip, which every client decodes (as @fastify/static reads it).
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip')) ?? undefined;
}

/** Below this a page goes out as it is: compressing it would save next to nothing. */
export const MIN_COMPRESSED_PAGE_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * `thorough`: brotli's best quality, 30 ms for index.html, for the pages compressed once;
 * otherwise quality 5, half a millisecond and 10 % larger, for a page written per request.
 */
function compress(html: string, encoding: PageEncoding, thorough: boolean): Promise<Buffer> {
  const bytes = Buffer.from(html);
  if (encoding === 'gzip') return toGzip(bytes, { level: 9 });
  return toBrotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: thorough ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

export interface CompressedPages {
  /** The page in that encoding: compressed at start when it is one of the kept pages. */
  encode(html: string, encoding: PageEncoding): Promise<Buffer>;
}

/**
 * The pages the server writes once at start (the survey's two, the shell), compressed then in
 * both encodings and kept by their text; any other page (a partner's, written from its row at
 * each request) is compressed when it is sent.
 */
export async function compressedPages(kept: readonly string[]): Promise<CompressedPages> {
  const byText = new Map<string, Record<PageEncoding, Buffer>>();
  await Promise.all(
    kept.map(async (html) => {
      const [br, gz] = await Promise.all([
        compress(html, 'br', true),
        compress(html, 'gzip', true),
      ]);
      byText.set(html, { br, gzip: gz });
    }),
  );
  return {
    encode: async (html, encoding) =>
      byText.get(html)?.[encoding] ?? compress(html, encoding, false),
  };
}
