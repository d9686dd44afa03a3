import { Negotiator } from '@fastify/accept-negotiator';
import { encodeText, type TextEncoding } from '../compression/text-encodings';

export type PageEncoding = TextEncoding;

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

/** A page in an encoding: `thorough` for the pages kept at start (encodeText). */
function compress(html: string, encoding: PageEncoding, thorough: boolean): Promise<Buffer> {
  return encodeText(Buffer.from(html), encoding, thorough);
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
