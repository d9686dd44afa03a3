import { resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './app';
import type { DatabaseTarget } from './db/connect';

export interface ServerConfig {
  host: string;
  port: number;
  database: DatabaseTarget;
  distDir: string;
  trustProxy: FastifyServerOptions['trustProxy'];
  seedSampleCases: boolean;
  rateLimits: RateLimits;
}

type Env = Record<string, string | undefined>;

function wholeNumber(env: Env, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}".`);
  return Number(text);
}

/** TRUST_PROXY: "true" (any proxy), or the proxies' addresses/subnets (comma-separated). */
function trustProxy(text: string | undefined): FastifyServerOptions['trustProxy'] {
  if (text === undefined || text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text;
}

/** The database both the server and the CLI use: DATABASE_URL, else PGlite in DATA_DIR. */
export function databaseTarget(env: Env = process.env): DatabaseTarget {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) return { databaseUrl };
  return { dataDir: resolve(env.DATA_DIR?.trim() || './data') };
}

export function readConfig(env: Env = process.env): ServerConfig {
  const port = wholeNumber(env, 'PORT', 3000);
  if (port > 65535) throw new Error(`PORT must be at most 65535, not ${port}.`);
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    database: databaseTarget(env),
    distDir: resolve(env.DIST_DIR?.trim() || './dist'),
    trustProxy: trustProxy(env.TRUST_PROXY?.trim()),
    seedSampleCases: env.SEED_SAMPLE_CASES === '1',
    rateLimits: {
      loginPerMinute: wholeNumber(
        env,
        'LOGIN_ATTEMPTS_PER_MINUTE',
        DEFAULT_RATE_LIMITS.loginPerMinute,
      ),
      submissionsPerMinute: wholeNumber(
        env,
        'SUBMISSIONS_PER_MINUTE',
        DEFAULT_RATE_LIMITS.submissionsPerMinute,
      ),
      verificationsPerMinute: wholeNumber(
        env,
        'VERIFICATIONS_PER_MINUTE',
        DEFAULT_RATE_LIMITS.verificationsPerMinute,
      ),
    },
  };
}
