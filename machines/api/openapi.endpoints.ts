import * as v from 'valibot';
import type { Endpoint } from './endpoint';

/** The API's own description, for integrators: made from the contracts, served by the server. */
export const OPENAPI_ROUTE = '/api/openapi.json';

/** The contracts' version as callers see it: it rises when a change would break a caller. */
export const API_VERSION = '1.0.0';

const JsonObjectSchema = v.record(v.string(), v.unknown());

/** 200 to GET /api/openapi.json: an OpenAPI 3.1 document (its parts are checked by tests). */
export const OpenApiDocumentSchema = v.object({
  openapi: v.literal('3.1.0'),
  info: v.object({ title: v.string(), version: v.string(), description: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), JsonObjectSchema)),
  components: v.object({ schemas: JsonObjectSchema, securitySchemes: JsonObjectSchema }),
});

export const DOCS_ENDPOINTS = {
  openapi: {
    method: 'GET',
    route: OPENAPI_ROUTE,
    summary: 'This description of the API (OpenAPI 3.1).',
    access: 'anyone',
    replies: { 200: OpenApiDocumentSchema },
  },
} as const satisfies Record<string, Endpoint>;
