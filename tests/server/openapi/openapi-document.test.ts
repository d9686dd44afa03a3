import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../../../machines/api/endpoints';
import { OPENAPI_ROUTE } from '../../../machines/api/openapi.endpoints';
import { CASE_API, CASE_ROUTES, CURRENT_CONSENT } from '../../../machines/case';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { ANN_PROFILE } from '../support/letter-fixtures';
import { routeTestApp } from '../support/route-test-app';
import { APP_HEADERS } from '../support/test-app';

/*
 * The API's description for integrators (issue: "documented for integrators"): an OpenAPI 3.1
 * document served at /api/openapi.json, made from the contracts. These tests read it as an
 * integrator would: a valid document, every endpoint in it, and schemas that take what the
 * app really sends and describe what it really answers.
 */

type Json = Record<string, unknown>;
interface Operation {
  summary?: string;
  security?: Json[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: { 'application/json': { schema: Json } } };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
}

const route = routeTestApp({
  reviewers: {
    ann: { password: 'correct horse battery', profile: { ...ANN_PROFILE, licensedIn: ['Ohio'] } },
  },
});

async function servedDocument(): Promise<Document> {
  const response = await route.app.inject({ method: 'GET', url: OPENAPI_ROUTE });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

const operationOf = (document: Document, method: string, route: string): Operation => {
  const operation = document.paths[route.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${route} is not in the document`);
  return operation;
};

/** A validator of JSON Schema 2020-12, the dialect of OpenAPI 3.1; formats are not checked. */
const schemaCheck = (schema: Json) =>
  new Ajv2020({ strict: false, validateFormats: false }).compile(schema);

const requestSchema = (operation: Operation) =>
  schemaCheck(operation.requestBody?.content['application/json'].schema ?? {});
const replySchema = (operation: Operation, status: number) =>
  schemaCheck(operation.responses[status]?.content?.['application/json']?.schema ?? {});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate({ ...document });
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every endpoint of the contracts, with its summary, its parameters and who may call it', async () => {
    const document = await servedDocument();
    for (const endpoint of API_ENDPOINTS) {
      const operation = operationOf(document, endpoint.method, endpoint.route);
      const what = `${endpoint.method} ${endpoint.route}`;
      expect(operation.summary, what).toBe(endpoint.summary);
      const names = (operation.parameters ?? []).map(({ name, in: where }) => `${where} ${name}`);
      for (const [, param] of endpoint.route.matchAll(/:(\w+)/g)) {
        expect(names, what).toContain(`path ${param}`);
      }
      // A call that changes something carries the app's header; a reviewer's carries the session.
      expect(names.includes('header X-Requested-With'), what).toBe(endpoint.method !== 'GET');
      expect(operation.security !== undefined, what).toBe(endpoint.access === 'reviewer');
    }
  });

  it('describes a submission as the patient’s browser sends it, and refuses one without a name', async () => {
    const submit = operationOf(await servedDocument(), 'POST', CASE_ROUTES.cases);
    const accepts = requestSchema(submit);
    expect(accepts({ answers: completeAnswers, consent: CURRENT_CONSENT })).toBe(true);
    const nameless: Partial<typeof completeAnswers> = { ...completeAnswers };
    delete nameless.name;
    expect(accepts({ answers: nameless, consent: CURRENT_CONSENT })).toBe(false);
    expect(accepts({ answers: { ...completeAnswers, sex: 'Unknown' } })).toBe(false);
  });

  it('describes the answers the server really gives: a submission, then the case a reviewer opens', async () => {
    const document = await servedDocument();
    const submitted = await route.app.inject({
      method: 'POST',
      url: CASE_API.cases,
      headers: APP_HEADERS,
      payload: { answers: completeAnswers, consent: CURRENT_CONSENT },
    });
    expect(submitted.statusCode).toBe(201);
    const created = replySchema(operationOf(document, 'POST', CASE_ROUTES.cases), 201);
    expect(created(submitted.json()), JSON.stringify(created.errors)).toBe(true);

    const ann = await route.signIn('ann');
    const id: number = submitted.json().case.id;
    const opened = await route.app.inject({
      method: 'GET',
      url: CASE_API.case(id),
      headers: { cookie: ann },
    });
    expect(opened.statusCode).toBe(200);
    const described = replySchema(operationOf(document, 'GET', CASE_ROUTES.case), 200);
    expect(described(opened.json()), JSON.stringify(described.errors)).toBe(true);
    // And it is not a schema that takes anything: a case without its id is refused.
    const idless = { ...opened.json().case };
    delete idless.id;
    expect(described({ ...opened.json(), case: idless })).toBe(false);
  });

  it('describes a decision’s body strictly: a field it does not know is refused', async () => {
    const decide = operationOf(await servedDocument(), 'POST', CASE_ROUTES.decision);
    const accepts = requestSchema(decide);
    const denial = { decision: 'deny', expectedStatus: 'Open', reason: 'not-eligible-in-state' };
    expect(accepts(denial)).toBe(true);
    expect(accepts({ ...denial, extra: true })).toBe(false);
    expect(accepts({ ...denial, decision: 'maybe' })).toBe(false);
  });

  it('describes the webhook a partner receives: its signed header and an event without health data', async () => {
    const webhook = (await servedDocument()).webhooks.decision?.post;
    if (!webhook) throw new Error('The decision webhook is not in the document');
    expect(webhook.parameters).toContainEqual(
      expect.objectContaining({ name: 'LMN-Signature', in: 'header', required: true }),
    );
    const event = {
      id: 'evt_0123456789abcdef0123456789abcdef',
      type: 'letter.issued',
      createdAt: '2026-11-27T10:00:00.000Z',
      case: { reference: 42, order: '1001' },
      outcome: 'approved',
      letter: { number: 7, validFrom: '2026-11-27', validUntil: '2027-11-27' },
    };
    const accepts = requestSchema(webhook);
    expect(accepts(event)).toBe(true);
    expect(accepts({ ...event, answers: {} })).toBe(false);
    expect(accepts({ ...event, outcome: 'pending' })).toBe(false);
  });
});
