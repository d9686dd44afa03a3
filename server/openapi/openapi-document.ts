import { STATUS_CODES } from 'node:http';
import { type ConversionConfig, type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { APP_REQUEST_HEADER } from '../../machines/api/app-request-header';
import { CaseRecordSchema, SubmittedAnswersSchema } from '../../machines/case/case.record';
import { answersSchema, draftAnswersSchema } from '../../machines/survey/survey.validation';
import {
  type Endpoint,
  ErrorResponseSchema,
  FILE_REPLY,
  type ReplyBody,
} from '../../machines/api/endpoint';
import { API_VERSION } from '../../machines/api/openapi.endpoints';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookEventSchema,
} from '../../machines/webhook/webhook.contract';
import { HOST_SESSION_COOKIE, SESSION_COOKIE } from '../plugins/session';

/*
 * The API's description for integrators (OpenAPI 3.1), made from the endpoints' contracts
 * alone: what a route takes and answers is written once, in machines/, and this reads it.
 */

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Json>>;
  webhooks: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, Json> };
}

const SESSION_SCHEME = 'session';

/**
 * The schema the converter meets for `schema`: a pipe is converted from its first schema on
 * (which for a value taken whole and handed to code is a bare `v.unknown()`).
 */
const convertedFrom = (schema: v.GenericSchema): unknown =>
  'pipe' in schema && Array.isArray(schema.pipe) ? schema.pipe[0] : schema;

/**
 * Values a contract takes whole and hands to a rule written as code (the patient's answers go
 * to the survey's own parser): described by the schema that rule applies.
 */
const DESCRIBED_BY: ReadonlyMap<unknown, v.GenericSchema> = new Map<unknown, v.GenericSchema>([
  [convertedFrom(SubmittedAnswersSchema), answersSchema],
  // A stored set may predate a field, which then reads unset: described as answers in progress.
  [convertedFrom(CaseRecordSchema.entries.answers.wrapped), draftAnswersSchema],
  [convertedFrom(CaseRecordSchema.entries.name), answersSchema.entries.name],
]);

function jsonSchemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  const config: ConversionConfig = {
    target: 'draft-2020-12',
    typeMode,
    // A check written as code (`v.check`) has no JSON Schema form: the server still applies it.
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema }) => {
      const described = DESCRIBED_BY.get(valibotSchema);
      return described ? jsonSchemaOf(described, typeMode) : null;
    },
  };
  // The document names its dialect once (OpenAPI 3.1 is JSON Schema 2020-12), not each schema.
  const converted = toJsonSchema(schema, config);
  delete converted.$schema;
  return converted;
}

/** `/api/cases/:id/decision` → `/api/cases/{id}/decision`, and its parameters' names. */
function openApiPath(route: string): { path: string; params: string[] } {
  const params = [...route.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return { path: route.replace(/:(\w+)/g, '{$1}'), params };
}

function queryParameters(query: v.GenericSchema): Json[] {
  const schema = jsonSchemaOf(query, 'input');
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function content(body: ReplyBody, endpoint: Endpoint): Json | undefined {
  if (body === null) return undefined;
  if (body === FILE_REPLY) {
    const type = endpoint.fileType ?? 'application/octet-stream';
    return { [type]: { schema: { type: 'string', format: 'binary' } } };
  }
  return { 'application/json': { schema: jsonSchemaOf(body, 'output') } };
}

function responses(endpoint: Endpoint): Json {
  const answers: Json = {};
  for (const [status, body] of Object.entries(endpoint.replies)) {
    const described = content(body, endpoint);
    answers[status] = {
      description: STATUS_CODES[Number(status)] ?? status,
      ...(described && { content: described }),
    };
  }
  answers.default = {
    description: 'A refusal or a failure, its message written for a person.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  return answers;
}

function operation(endpoint: Endpoint, params: string[]): Json {
  const parameters: Json[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (endpoint.query) parameters.push(...queryParameters(endpoint.query));
  if (endpoint.method !== 'GET') {
    parameters.push({
      name: APP_REQUEST_HEADER.name,
      in: 'header',
      required: true,
      description:
        'Required on every call that changes something: a cross-site form cannot set it.',
      schema: { type: 'string', const: APP_REQUEST_HEADER.value },
    });
  }
  if (endpoint.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'A repeat with the same key and the same body gets the answer the first call stored (200); the same key with another body is refused (422).',
      schema: { type: 'string', pattern: '^[\\w-]{16,100}$' },
    });
  }
  return {
    summary: endpoint.summary,
    ...(endpoint.access === 'reviewer' && { security: [{ [SESSION_SCHEME]: [] }] }),
    ...(parameters.length > 0 && { parameters }),
    ...(endpoint.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } },
      },
    }),
    responses: responses(endpoint),
  };
}

/** The OpenAPI 3.1 document of `endpoints`, as `GET /api/openapi.json` serves it. */
export function openApiDocument(endpoints: readonly Endpoint[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    const { path, params } = openApiPath(endpoint.route);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(endpoint, params);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Letter of Medical Necessity intake',
      version: API_VERSION,
      description:
        'Patients submit a questionnaire; licensed reviewers approve (signing a letter) or deny. ' +
        'Every answer below is checked against its schema by the server before it is sent.',
    },
    paths,
    webhooks: { decision: { post: decisionWebhook() } },
    components: {
      schemas: { Error: jsonSchemaOf(ErrorResponseSchema, 'output') },
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `Set by POST /api/session (a reviewer signing in); named ${HOST_SESSION_COOKIE} when the server's public address is https://.`,
        },
      },
    },
  };
}

/** What a partner's webhook receives (docs/webhooks.md): the event and how it is signed. */
function decisionWebhook(): Json {
  return {
    summary: 'A case of the partner’s customer was decided, or its letter superseded or revoked',
    description:
      'Posted from the outbox after the decision commits, retried with backoff until answered ' +
      '2xx, once per event id. Never carries an answer, a diagnosis or the patient’s name.',
    parameters: [
      {
        name: WEBHOOK_SIGNATURE_HEADER,
        in: 'header',
        required: true,
        schema: { type: 'string', pattern: '^t=\\d+(,v1=[0-9a-f]{64})+$' },
        description:
          't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body as received>" under the ' +
          `partner's secret>. Refuse a t more than ${WEBHOOK_TOLERANCE_SECONDS} seconds away from now.`,
      },
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(WebhookEventSchema, 'output') } },
    },
    responses: { '2XX': { description: 'Received. Any other answer, or none, is retried.' } },
  };
}
