import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../machines/api/contract';
import { hasResumableMarker, pageForVisitor } from '../../machines/survey/resume-page';
import { partnerPage, partnerPath, PARTNER_SLUG } from '../../machines/partner';
import { findPartner } from '../db/partners';
import { partnerSlugOfCase } from '../db/cases/partner-slug';
import { letterByCode } from '../letters/letter-store';
import { isVerificationCode } from '../../machines/letter';
import { caseIdForStatusToken } from '../status/status-tokens';
import { INVALID_PARTNER_LINK_PAGE } from './invalid-partner-link';
import { compressedPages, MIN_COMPRESSED_PAGE_BYTES, pageEncoding } from './page-compression';

const CASE_STORE_META = /(<meta\s+name=["']?case-store["']?\s+content=["']?)browser(["']?)/;

/**
 * The built index.html with its case-store tag switched to "server" (docs/architecture.md,
 * "Two modes"), done once at start. A build without the tag would quietly run the browser-only
 * store against a server deployment, so that refuses to start.
 */
function serverModeIndex(distDir: string, file = 'index.html'): string {
  const html = readFileSync(join(distDir, file), 'utf8');
  if (!CASE_STORE_META.test(html)) {
    throw new Error(
      `${join(distDir, file)} has no <meta name="case-store" content="browser" /> tag.`,
    );
  }
  return html.replace(CASE_STORE_META, '$1server$2');
}

/**
 * index.html carries the survey's first step pre-rendered, so it is only for `/`; every other
 * page gets app.html, the same shell without it, so a deep link never flashes the survey.
 * A build without app.html (an older one) falls back to index.html.
 */
function serverModeShell(distDir: string): string {
  return existsSync(join(distDir, 'app.html'))
    ? serverModeIndex(distDir, 'app.html')
    : serverModeIndex(distDir);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The build's compressed copies (scripts/build/precompress.ts), sent only as an encoding. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Serves dist/: hashed files under /assets/ cached for a year, everything else revalidated;
 * `/` as a newcomer or a browser that has run the survey gets it (machines/survey/resume-page);
 * any other GET that is not /api/ gets the app's shell (client-side routes). Files and pages
 * go out brotli- or gzip-compressed when the browser accepts it; the API's answers never
 * (docs/decisions/2026-11-29-server-mode-compressed.md).
 */
export const staticPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const index = serverModeIndex(options.distDir);
  const newcomerIndex = pageForVisitor(index, false);
  const returningIndex = pageForVisitor(index, true);
  const shell = serverModeShell(options.distDir);
  const pages = await compressedPages([newcomerIndex, returningIndex, shell]);
  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    cacheControl: false,
    // `file.br` or `file.gz` for `file` when the request accepts it and the build wrote one
    // (an older build has none: its files go out as they are), with Vary: Accept-Encoding.
    preCompressed: true,
    // The raw index.html still says "browser": it only ever goes out rewritten. Nor do its
    // compressed copies, or any other, go out as files of their own.
    allowedPath: (pathName) =>
      pathName !== '/index.html' && pathName !== '/app.html' && !COMPRESSED_COPY.test(pathName),
    setHeaders: (reply, filePath) => {
      const hashed = filePath.startsWith(join(options.distDir, 'assets'));
      reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  /**
   * A page, compressed as the request accepts. `byCookie`: the page depends on the visitor's
   * cookie, and caches may keep the two apart only by it.
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    byCookie = false,
  ) => {
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', byCookie ? 'Cookie, Accept-Encoding' : 'Accept-Encoding');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding || Buffer.byteLength(html) < MIN_COMPRESSED_PAGE_BYTES) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(await pages.encode(html, encoding));
  };
  app.get('/', (request: FastifyRequest, reply: FastifyReply) => {
    const returning = hasResumableMarker(request.headers.cookie);
    return sendPage(request, reply, returning ? returningIndex : newcomerIndex, true);
  });
  // A partner's patients start at /p/<slug>: the same survey, the partner's page written in
  // from its row at each request (no rebuild, no restart after `partner:add`).
  app.get<{ Params: { slug: string } }>('/p/:slug', async (request, reply) => {
    const { slug } = request.params;
    const partner = PARTNER_SLUG.test(slug) ? await findPartner(app.db, slug) : null;
    if (!partner) return sendPage(request, reply.code(404), INVALID_PARTNER_LINK_PAGE);
    const returning = hasResumableMarker(request.headers.cookie);
    const page = returning ? returningIndex : newcomerIndex;
    const html = partnerPage(page, partner, { surveyPath: partnerPath(slug) });
    return sendPage(request, reply, html, true);
  });
  /** The shell under the header of the partner whose link the case came from, if any. */
  const shellOfCase = async (caseId: number | undefined) => {
    const slug = caseId === undefined ? null : await partnerSlugOfCase(app.db, caseId);
    const partner = slug === null ? null : await findPartner(app.db, slug);
    return partner ? partnerPage(shell, partner, { surveyPath: partnerPath(partner.slug) }) : shell;
  };
  // A partner's patient follows their request under the partner's header too: the status
  // page's shell carries the partner of the link's case (none: the default's, as before).
  app.get<{ Params: { token: string } }>('/status/:token', async (request, reply) =>
    sendPage(
      request,
      reply,
      await shellOfCase(await caseIdForStatusToken(app.db, request.params.token)),
    ),
  );
  // So does the page a plan opens from the letter's QR code: the letter it checks names the
  // partner's product, under the partner's name. An unknown code gets the default's.
  app.get<{ Params: { code: string } }>('/verify/:code', async (request, reply) => {
    const { code } = request.params;
    const letter = isVerificationCode(code) ? await letterByCode(app.db, code) : undefined;
    return sendPage(request, reply, await shellOfCase(letter?.caseId));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith(API_PREFIX) &&
      !path.startsWith('/assets/');
    if (isPage) return sendPage(request, reply, shell);
    return reply.code(404).send({ error: 'Not found.' });
  });
});
