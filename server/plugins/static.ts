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

/**
 * Serves dist/: hashed files under /assets/ cached for a year, everything else revalidated;
 * `/` as a newcomer or a browser that has run the survey gets it (machines/survey/resume-page);
 * any other GET that is not /api/ gets the app's shell (client-side routes).
 */
export const staticPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const index = serverModeIndex(options.distDir);
  const newcomerIndex = pageForVisitor(index, false);
  const returningIndex = pageForVisitor(index, true);
  const shell = serverModeShell(options.distDir);
  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    cacheControl: false,
    // The raw index.html still says "browser": it only ever goes out rewritten.
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/app.html',
    setHeaders: (reply, filePath) => {
      const hashed = filePath.startsWith(join(options.distDir, 'assets'));
      reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  const sendPage = (reply: FastifyReply, html: string) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  app.get('/', (request: FastifyRequest, reply: FastifyReply) => {
    const returning = hasResumableMarker(request.headers.cookie);
    // Caches may keep the two pages apart only by the cookie.
    reply.header('Vary', 'Cookie');
    return sendPage(reply, returning ? returningIndex : newcomerIndex);
  });
  // A partner's patients start at /p/<slug>: the same survey, the partner's page written in
  // from its row at each request (no rebuild, no restart after `partner:add`).
  app.get<{ Params: { slug: string } }>('/p/:slug', async (request, reply) => {
    const { slug } = request.params;
    const partner = PARTNER_SLUG.test(slug) ? await findPartner(app.db, slug) : null;
    if (!partner) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(INVALID_PARTNER_LINK_PAGE);
    }
    const returning = hasResumableMarker(request.headers.cookie);
    reply.header('Vary', 'Cookie');
    const page = returning ? returningIndex : newcomerIndex;
    return sendPage(reply, partnerPage(page, partner, { surveyPath: partnerPath(slug) }));
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
    sendPage(reply, await shellOfCase(await caseIdForStatusToken(app.db, request.params.token))),
  );
  // So does the page a plan opens from the letter's QR code: the letter it checks names the
  // partner's product, under the partner's name. An unknown code gets the default's.
  app.get<{ Params: { code: string } }>('/verify/:code', async (request, reply) => {
    const { code } = request.params;
    const letter = isVerificationCode(code) ? await letterByCode(app.db, code) : undefined;
    return sendPage(reply, await shellOfCase(letter?.caseId));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith(API_PREFIX) &&
      !path.startsWith('/assets/');
    if (isPage) return sendPage(reply, shell);
    return reply.code(404).send({ error: 'Not found.' });
  });
});
