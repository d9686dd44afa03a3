import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase } from './db/connect';
import { seedSampleCases } from './db/seed';
import { serverLoggerOptions } from './logging/logger-options';
import { createMailWorker } from './mail/mail-worker';
import { createWebhookWorker } from './webhooks/webhook-worker';
import { createSmtpSender } from './mail/smtp-sender';
import { deploymentSigningIdentity, logLetterSigning } from './letters/deployment-signing';
import { scheduleHousekeeping } from './retention/housekeeping';

/** The server of `npm start`, on an accepted configuration: the database, the app, then listen. */
export async function startServer(config: ServerConfig) {
  // The database opens before the app's logger exists; what it reports meanwhile waits.
  let logDatabase: (entry: object) => void = (entry) => console.error(JSON.stringify(entry));
  const database = await openDatabase(config.database, { log: (entry) => logDatabase(entry) });
  const signingIdentity = await deploymentSigningIdentity(config, database.db);
  const app = await buildApp({
    db: database.db,
    distDir: config.distDir,
    trustProxy: config.trustProxy,
    rateLimits: config.rateLimits,
    sessionIdleMs: config.sessionIdleMs,
    emailUpdates: config.mail.enabled,
    publicUrl: config.publicUrl,
    signingIdentity,
    logger: serverLoggerOptions(config.logLevel),
  });
  logDatabase = (entry) => app.log.warn(entry, 'database');
  logLetterSigning(app.log, config, signingIdentity);
  // Node's default report of an uncaught error prints every property of the error object,
  // a database error's row and parameters included: report it redacted, then exit.
  const crash = (error: unknown) => {
    app.log.fatal({ err: error }, 'uncaught error');
    process.exit(1);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  // Which mode, never an address: SMTP_URL may carry credentials.
  const mailWorker = config.mail.enabled
    ? createMailWorker({
        db: database.db,
        send: createSmtpSender(config.mail.smtpUrl, config.mail.from),
        publicUrl: config.publicUrl,
        onError: (message) => app.log.warn(message),
      })
    : undefined;
  app.log.info(
    mailWorker
      ? 'Email updates are on (SMTP_URL is set): patients may leave an email on the thank-you screen.'
      : 'Email updates are off (SMTP_URL is not set): no email field is shown and no mail is sent.',
  );
  // Partners' webhooks (docs/webhooks.md): nothing is queued for a partner without an address.
  const webhookWorker = createWebhookWorker({
    db: database.db,
    onError: (message) => app.log.warn(message),
  });
  if (config.seedSampleCases && (await seedSampleCases(database.db))) {
    app.log.info('Seeded the ten sample cases (SEED_SAMPLE_CASES=1).');
  }

  let stopHousekeeping: (() => Promise<void>) | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing the server and the database.`);
    try {
      // Open keep-alive connections (a reviewer's overview polls every 5 s) would hold the
      // close forever: in-flight requests get a grace period, then every connection is cut.
      const cutConnections = setTimeout(() => app.server.closeAllConnections(), 5_000);
      await stopHousekeeping?.();
      await mailWorker?.stop();
      await webhookWorker.stop();
      await app.close();
      clearTimeout(cutConnections);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
    app.log.info(`Cases are stored in ${database.description}.`);
    mailWorker?.start();
    webhookWorker.start();
    // Expired sessions, quiet sign-in counters and old sent mail go (docs/data.md): counts only.
    stopHousekeeping = scheduleHousekeeping(database.db, {
      sessionIdleMs: config.sessionIdleMs,
      report: (removed) => {
        if (Object.values(removed).some((count) => count > 0)) {
          app.log.info({ removed }, 'Removed expired operational data.');
        }
      },
      fail: (failure) =>
        app.log.warn({ failure }, 'Housekeeping failed; it runs again within the hour.'),
    });
  } catch (error) {
    app.log.error(error);
    await database.close();
    process.exit(1);
  }
}
