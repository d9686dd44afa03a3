import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPages, pageEncoding } from '../../server/plugins/page-compression';

const page = (words: string) =>
  `<!doctype html><html><body>${`<p>${words}, answered on step one.</p>\n`.repeat(200)}</body></html>`;

describe('the encoding of a page', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['GZIP, BR', 'br'],
    ['br;q=0.8, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'gzip'],
    ['deflate, *;q=0.5', 'gzip'],
  ])('Accept-Encoding: %s → %s', (header, encoding) => {
    expect(pageEncoding(header)).toBe(encoding);
  });

  it.each([undefined, '', 'identity', 'deflate', 'zstd', 'br;q=0, gzip;q=0'])(
    'Accept-Encoding: %s → none',
    (header) => {
      expect(pageEncoding(header)).toBeUndefined();
    },
  );
});

describe('compressed pages', () => {
  it('compresses a kept page once, at start, and any other page when it is sent', async () => {
    const kept = page('Kept');
    const other = page('Written per request');
    const pages = await compressedPages([kept]);

    const first = await pages.encode(kept, 'br');
    expect(await pages.encode(kept, 'br')).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(kept);
    expect(gunzipSync(await pages.encode(kept, 'gzip')).toString()).toBe(kept);

    const sent = await pages.encode(other, 'br');
    expect(await pages.encode(other, 'br')).not.toBe(sent);
    expect(brotliDecompressSync(sent).toString()).toBe(other);
    expect(gunzipSync(await pages.encode(other, 'gzip')).toString()).toBe(other);
  });
});
