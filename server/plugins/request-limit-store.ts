import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Database } from '../db/connect';
import { countRequest, readRequestCount, requestLimitKey } from '../db/request-limits';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The route's method and path, as the limiter hands them to `child`. */
function scopeOf(route: unknown): string {
  if (typeof route !== 'object' || route === null) return 'app';
  const { method, url } = route as { method?: unknown; url?: unknown };
  const methods = [method].flat().filter((name) => typeof name === 'string');
  return `${methods.join(',')} ${typeof url === 'string' ? url : ''}`;
}

/**
 * The rate limiter's store (@fastify/rate-limit's `store`), counting in the database: each
 * route counts apart, as the limiter's own memory store does, by a scope of its method and
 * path. A database that fails makes the request fail with it (503), never count nothing.
 */
export function databaseRequestLimitStore(
  db: Database,
  now: () => Date,
): FastifyRateLimitStoreCtor {
  class DatabaseRequestLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    /** The limiter makes the first with its options; `child` makes one per route, by scope. */
    constructor(scope: FastifyRateLimitOptions | string) {
      this.scope = typeof scope === 'string' ? scope : 'app';
    }

    incr(address: string, counted: Counted, timeWindow: number): void {
      countRequest(db, requestLimitKey(this.scope, address), timeWindow, now()).then(
        ({ current, ttlMs }) => counted(null, { current, ttl: ttlMs }),
        (error: Error) => counted(error),
      );
    }

    read(address: string, counted: Counted, timeWindow: number): void {
      readRequestCount(db, requestLimitKey(this.scope, address), timeWindow, now()).then(
        ({ current, ttlMs }) => counted(null, { current, ttl: ttlMs }),
        (error: Error) => counted(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the limiter hands over the route's merged limit options, the route itself
      // under `routeInfo` (its types name the route options instead).
      const route: unknown = 'routeInfo' in routeOptions ? routeOptions.routeInfo : routeOptions;
      return new DatabaseRequestLimitStore(scopeOf(route));
    }
  }
  return DatabaseRequestLimitStore;
}
