import Fastify, { type FastifyError, type FastifyServerOptions, LogController } from 'fastify';
import type { DecisionEffect } from './db/cases/decide';
import type { Database } from './db/connect';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db/unavailable';
import { storeDecisionLetter } from './letters/decision-letter';
import type { LetterSigning } from './letters/signed-letter-file';
import { storedSigningIdentity, selfSignedCommonName } from './letters/stored-signing-identity';
import type { SigningIdentity } from './letters/signing-identity';
import { queueDecisionMail } from './mail/outbox';
import { dbPlugin } from './plugins/db';
import { letterSigningPlugin } from './plugins/letter-signing';
import { replyContractsPlugin } from './plugins/reply-contracts';
import { securityPlugin } from './plugins/security';
import { sessionCookieFor, sessionPlugin } from './plugins/session';
import { staticPlugin } from './plugins/static';
import { accessRoutes } from './routes/access';
import { accountRoutes } from './routes/account';
import { adminReviewerRoutes } from './routes/admin-reviewers';
import { adminSecurityEventRoutes } from './routes/admin-security-events';
import { adminPartnerRoutes } from './routes/admin-partners';
import { adminWebhookDeliveryRoutes } from './routes/admin-webhook-deliveries';
import { caseRoutes } from './routes/cases';
import { healthRoutes } from './routes/health';
import { letterRoutes } from './routes/letters';
import { openApiRoutes } from './routes/openapi';
import { partnerRoutes } from './routes/partners';
import { patientRecordRoutes } from './routes/patient-record';
import { profileRoutes } from './routes/profile';
import { questionRoutes } from './routes/questions';
import { secondFactorRoutes } from './routes/second-factor';
import { sessionRoutes } from './routes/session';
import { statusRoutes } from './routes/status';
import { verifyRoutes } from './routes/verify';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits';
import { SERVER_HASH_COST, type PasswordHashCost } from './password-hashing';
import { withPartnerEvents } from './webhooks/partner-events';

export interface AppOptions {
  db: Database;
  /** The built app to serve; omitted: the API alone (tests). */
  distDir?: string;
  /** Fastify's trustProxy: set it when a TLS proxy sits in front (X-Forwarded-Proto/For). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
  /** How long a session may go without activity (default 15 minutes). */
  sessionIdleMs?: number;
  /** The clock sessions are judged by; tests move it. */
  now?: () => Date;
  /** Whether mail is configured (SMTP_URL): only then may a patient leave an email. */
  emailUpdates?: boolean;
  /** PUBLIC_URL's origin, which every letter links to (default: the loopback address). */
  publicUrl?: string;
  /** The certificate letters are signed with; omitted: the one kept in the database. */
  signingIdentity?: SigningIdentity;
  /** The cost of the password hashes the server writes (default SERVER_HASH_COST). */
  passwordHashCost?: PasswordHashCost;
}

/**
 * What a decision writes besides its status, in its transaction, in this order: its letter
 * (issued or revoked) with the events the case's partner is to hear of it, then the
 * patient's mail.
 */
export function decisionEffects(signing: LetterSigning): DecisionEffect[] {
  return [withPartnerEvents(storeDecisionLetter(signing)), queueDecisionMail];
}

const LOOPBACK_URL = 'http://127.0.0.1:3000';

export const SERVICE_UNAVAILABLE = 'The service is briefly unavailable. Try again in a moment.';

/** The server, built from its plugins; tests `inject()` into it, main.ts listens. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    // No per-request log lines: URLs carry patients' names (overview searches).
    logController: new LogController({ disableRequestLogging: true }),
  });
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ error: `The request is not valid: ${error.message}.` });
    }
    if (isDatabaseUnavailable(error)) {
      // The logger's serializer keeps the error's kind and code, never its detail or params.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ error: SERVICE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Something went wrong on the server. Try again.' });
    }
    return reply.code(status).send({ error: error.message });
  });

  await app.register(dbPlugin, { db: options.db });
  const publicUrl = options.publicUrl ?? LOOPBACK_URL;
  const identity =
    options.signingIdentity ??
    (await storedSigningIdentity(options.db, selfSignedCommonName(publicUrl)));
  const signing = { publicUrl, identity };
  await app.register(letterSigningPlugin, { signing });
  await app.register(securityPlugin);
  await app.register(sessionPlugin, {
    idleMs: options.sessionIdleMs,
    now: options.now,
    cookie: sessionCookieFor(publicUrl),
  });
  await app.register(replyContractsPlugin);
  await app.register(healthRoutes);
  const hashCost = options.passwordHashCost ?? SERVER_HASH_COST;
  await app.register(sessionRoutes, { rateLimits, hashCost });
  await app.register(secondFactorRoutes, { rateLimits });
  await app.register(accountRoutes, { rateLimits, hashCost });
  await app.register(adminReviewerRoutes, { hashCost });
  await app.register(adminSecurityEventRoutes);
  await app.register(adminWebhookDeliveryRoutes);
  await app.register(adminPartnerRoutes);
  await app.register(partnerRoutes);
  await app.register(caseRoutes, { rateLimits, decisionEffects: decisionEffects(signing) });
  await app.register(questionRoutes);
  await app.register(accessRoutes);
  await app.register(statusRoutes, { rateLimits, emailUpdates: options.emailUpdates ?? false });
  await app.register(letterRoutes);
  await app.register(patientRecordRoutes, { rateLimits });
  await app.register(profileRoutes);
  await app.register(verifyRoutes, { rateLimits });
  await app.register(openApiRoutes);
  if (options.distDir) {
    await app.register(staticPlugin, { distDir: options.distDir });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found.' }));
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
