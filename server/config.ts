import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { publicUrlFor } from './public-url';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits';
import type { DatabaseTarget } from './db/connect';

export interface ServerConfig {
  host: string;
  port: number;
  database: DatabaseTarget;
  distDir: string;
  trustProxy: FastifyServerOptions['trustProxy'];
  seedSampleCases: boolean;
  rateLimits: RateLimits;
  sessionIdleMs: number;
  /** Where patients and plans reach the app: every link in a letter, QR code or email. */
  publicUrl: string;
  /** Whether PUBLIC_URL was given (otherwise the loopback default). */
  publicUrlFromEnv: boolean;
  /** SIGNING_P12: the deployment's signing certificate; unset, a self-signed one is made once. */
  signingP12: { path: string; password: string } | undefined;
  mail: MailConfig;
  logLevel: LogLevel;
  /** Read at start so a wrong value stops the server at once, not the purge years later. */
  recordRetentionYears: number;
}

/** pino's levels, quietest last: LOG_LEVEL picks the least severe one written. */
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export function logLevel(env: Record<string, string | undefined> = process.env): LogLevel {
  const text = env.LOG_LEVEL?.trim() || 'info';
  const level = LOG_LEVELS.find((known) => known === text);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${text}".`);
  return level;
}

/** Mail to patients: off unless SMTP_URL is set. */
type MailConfig = { enabled: false } | { enabled: true; smtpUrl: string; from: string };

function mailConfig(env: Env): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return { enabled: false };
  if (!/^smtps?:\/\//.test(smtpUrl))
    throw new Error('SMTP_URL must start with smtp:// or smtps://.');
  return { enabled: true, smtpUrl, from: env.MAIL_FROM?.trim() || 'no-reply@localhost' };
}

function signingP12(env: Env): ServerConfig['signingP12'] {
  const path = env.SIGNING_P12?.trim();
  if (!path) return undefined;
  return { path: resolve(path), password: env.SIGNING_P12_PASSWORD ?? '' };
}

type Env = Record<string, string | undefined>;

function wholeNumber(env: Env, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}".`);
  return Number(text);
}

/**
 * TRUST_PROXY: the proxies' addresses or subnets, comma-separated ("10.0.0.5, 10.1.0.0/16").
 * Not "true": trusting any sender's X-Forwarded-For lets anyone pick the address the sign-in
 * limit counts, and so try passwords without end.
 */
export function trustProxy(text: string | undefined): string[] | false {
  if (text === undefined || text === '' || text === 'false') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !validBits || extra !== undefined) {
      throw new Error(
        `TRUST_PROXY must list the proxies' addresses or subnets (comma-separated), not "${entry}".`,
      );
    }
  }
  return entries;
}

/**
 * RECORD_RETENTION_YEARS: how long a case, its letters and its audit trail are kept after
 * the case's last activity (docs/decisions/2026-11-26-record-retention.md); then
 * `npm run records:purge` may remove them.
 */
const DEFAULT_RECORD_RETENTION_YEARS = 10;

export function recordRetentionYears(env: Env = process.env): number {
  const years = wholeNumber(env, 'RECORD_RETENTION_YEARS', DEFAULT_RECORD_RETENTION_YEARS);
  if (years < 1) throw new Error('RECORD_RETENTION_YEARS must be at least 1.');
  return years;
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
  const host = env.HOST?.trim() || '127.0.0.1';
  const publicUrl = publicUrlFor(env.PUBLIC_URL, host, port);
  return {
    host,
    port,
    database: databaseTarget(env),
    distDir: resolve(env.DIST_DIR?.trim() || './dist'),
    trustProxy: trustProxy(env.TRUST_PROXY?.trim()),
    seedSampleCases: env.SEED_SAMPLE_CASES === '1',
    sessionIdleMs: wholeNumber(env, 'SESSION_IDLE_MINUTES', 15) * 60_000,
    rateLimits: {
      loginPerMinute: wholeNumber(
        env,
        'LOGIN_ATTEMPTS_PER_MINUTE',
        DEFAULT_RATE_LIMITS.loginPerMinute,
      ),
      loginPerAddressPerMinute: wholeNumber(
        env,
        'LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE',
        DEFAULT_RATE_LIMITS.loginPerAddressPerMinute,
      ),
      loginOverallPerMinute: wholeNumber(
        env,
        'LOGIN_ATTEMPTS_OVERALL_PER_MINUTE',
        DEFAULT_RATE_LIMITS.loginOverallPerMinute,
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
      statusPerMinute: wholeNumber(
        env,
        'STATUS_REQUESTS_PER_MINUTE',
        DEFAULT_RATE_LIMITS.statusPerMinute,
      ),
    },
    publicUrl,
    publicUrlFromEnv: Boolean(env.PUBLIC_URL?.trim()),
    signingP12: signingP12(env),
    mail: mailConfig(env),
    logLevel: logLevel(env),
    recordRetentionYears: recordRetentionYears(env),
  };
}
