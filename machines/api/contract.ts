import * as v from 'valibot';

/*
 * What every resource's contract is made of (machines/<resource>/*.api.ts): its route
 * patterns, the paths built from them, and for each endpoint the body each answer carries.
 * The browser's client reads answers with these schemas; the server checks what it sends
 * against them (server/plugins/reply-contracts.ts).
 */

/** Every path of the app's JSON API starts so; nothing else the server serves does. */
export const API_PREFIX = '/api/';

/** Any refusal or failure: `{ "error": message }`, the message written for a person. */
export const ErrorResponseSchema = v.object({ error: v.string() });

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** A file to download (a PDF, a FHIR bundle), not a JSON body. */
export const FILE_REPLY = 'file';

/** What one answer of an endpoint carries: a JSON body, a file, or nothing (204). */
export type ReplyBody = v.GenericSchema | typeof FILE_REPLY | null;

/**
 * One endpoint: its method, its route pattern, and its answers by status. A status not listed
 * that is 400 or above answers `ErrorResponseSchema`; any other is not part of the contract.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly route: string;
  readonly replies: Readonly<Record<number, ReplyBody>>;
}

/** What an answer of `status` must carry, as the contract says (errors included). */
export function replyBodyOf(endpoint: Endpoint | undefined, status: number): ReplyBody | undefined {
  const declared = endpoint?.replies[status];
  if (declared !== undefined) return declared;
  return status >= 400 ? ErrorResponseSchema : undefined;
}

/** The names of a route's parameters: `'/api/cases/:id/decision'` → `'id'`. */
type RouteParams<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<`/${Rest}`>
  : Route extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A route pattern with its parameters filled in, each encoded, so that a pattern is written
 * once and both sides build the same path from it.
 */
export function routePath<Route extends string>(
  route: Route,
  params: Record<RouteParams<Route>, string | number>,
): string {
  const values: Record<string, string | number> = params;
  return route.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name])),
  );
}

/** A body parsed by its schema, or null: what the receiving side of a call does first. */
export function parseBody<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
): v.InferOutput<S> | null {
  if (Array.isArray(body)) return null;
  const result = v.safeParse(schema, body);
  return result.success ? result.output : null;
}
