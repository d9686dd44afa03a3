import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { API_PREFIX } from '../../machines/api/api-prefix';
import { FILE_REPLY, replyBodyOf, type Endpoint } from '../../machines/api/endpoint';
import { API_ENDPOINTS } from '../../machines/api/endpoints';

/**
 * An answer the server was about to send that its contract does not allow. It names the route
 * pattern, the status and where the body differs, never a value: the body holds health data.
 */
export class ReplyContractError extends Error {
  /** The server's own fault, whatever status the answer was to have. */
  readonly statusCode = 500;

  constructor(route: string, status: number, where: string) {
    super(`The ${status} answer of ${route} does not match its contract: ${where}.`);
    this.name = 'ReplyContractError';
  }
}

const keyOf = (method: string, route: string) => `${method} ${route}`;

/** Where a body differs from its schema: the paths of the issues (`case.answers.age`). */
function issuePaths(issues: readonly v.BaseIssue<unknown>[]): string {
  const paths = issues.map((issue) => v.getDotPath(issue) ?? '(the body)');
  return [...new Set(paths)].slice(0, 5).join(', ');
}

/**
 * The server parses what it sends: every JSON answer of an API route goes through its
 * endpoint's schema for that status (machines/api/endpoints.ts) before it is serialized; an
 * answer that does not pass is a bug, answered as one (500) and logged without its body. The
 * answer sent is the body as written (the schema checks it; it does not reshape it).
 */
export const replyContractsPlugin = fp(
  async (app: FastifyInstance, options: { endpoints?: readonly Endpoint[] }) => {
    const byRoute = new Map<string, Endpoint>();
    for (const endpoint of options.endpoints ?? API_ENDPOINTS)
      byRoute.set(keyOf(endpoint.method, endpoint.route), endpoint);

    app.addHook('preSerialization', async (request: FastifyRequest, reply, payload: unknown) => {
      const route = request.routeOptions.url;
      // The pages, their assets and the health checks are not the API.
      if (route === undefined || !route.startsWith(API_PREFIX)) return payload;
      // HEAD is answered by the GET route, without its body.
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const endpoint = byRoute.get(keyOf(method, route));
      const expected = replyBodyOf(endpoint, reply.statusCode);
      if (expected === undefined || expected === null || expected === FILE_REPLY)
        throw new ReplyContractError(
          `${method} ${route}`,
          reply.statusCode,
          'no JSON body is part of it',
        );
      const parsed = v.safeParse(expected, payload);
      if (!parsed.success)
        throw new ReplyContractError(
          `${method} ${route}`,
          reply.statusCode,
          issuePaths(parsed.issues),
        );
      return payload;
    });
  },
);
