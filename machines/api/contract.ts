import * as v from 'valibot';

/*
 * What both sides of every resource's contract use (machines/<resource>/*.api.ts): the route
 * patterns and the paths built from them, and the parse of a body. What each endpoint answers
 * is the server's side (endpoint.ts, and each resource's *.endpoints.ts).
 */

export { API_PREFIX } from './api-prefix';

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
