import type { FastifyInstance } from 'fastify';
import { API_ENDPOINTS } from '../../machines/api/endpoints';
import { OPENAPI_ROUTE } from '../../machines/api/openapi.endpoints';
import { openApiDocument } from '../openapi/openapi-document';

/** The API's description, made once from the contracts: public, and the same for everyone. */
export async function openApiRoutes(app: FastifyInstance) {
  const document = openApiDocument(API_ENDPOINTS);
  app.get(OPENAPI_ROUTE, async () => document);
}
