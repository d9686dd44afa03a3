import type { FastifyRequest } from 'fastify';
import { serializeError } from './redact';

/**
 * Paths pino blanks whatever object they appear in: the places a secret or an answer could
 * ride along if someone logs a request, a reply or a row by hand.
 */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["idempotency-key"]',
  'req.body',
  'req.query',
  'res.headers["set-cookie"]',
  'body',
  'answers',
  'params',
  'parameters',
  'password',
  'token',
  'webhookSecret',
  'detail',
  'where',
  '*.body',
  '*.answers',
  '*.params',
  '*.parameters',
  '*.password',
  '*.token',
  '*.webhookSecret',
  '*.detail',
  '*.where',
];

/** A request as the logs show it: method and path, never the query string (it holds names). */
function serializeRequest(request: FastifyRequest) {
  return { method: request.method, path: request.url.split('?')[0], id: request.id };
}

/**
 * The logger options of the server (Fastify hands them to pino) in every environment: errors
 * through the redacting serializer, the request without its query, the listed paths blanked.
 */
export function serverLoggerOptions(level = 'info') {
  return {
    level,
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
