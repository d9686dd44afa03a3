import { buildApp } from './app';
import { ensureBuild } from './cli/ensure-build';
import { readConfig } from './config';
import { openDatabase } from './db/connect';
import { seedSampleCases } from './db/seed';

/** `npm start`: configuration from the environment, the database, the app, then listen. */
async function main() {
  const config = readConfig();
  ensureBuild(config.distDir);
  const database = await openDatabase(config.database);
  const app = await buildApp({
    db: database.db,
    distDir: config.distDir,
    trustProxy: config.trustProxy,
    rateLimits: config.rateLimits,
    logger: { level: 'info' },
  });
  if (config.seedSampleCases && (await seedSampleCases(database.db))) {
    app.log.info('Seeded the ten sample cases (SEED_SAMPLE_CASES=1).');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing the server and the database.`);
    try {
      // Open keep-alive connections (a reviewer's overview polls every 5 s) would hold the
      // close forever: in-flight requests get a grace period, then every connection is cut.
      const cutConnections = setTimeout(() => app.server.closeAllConnections(), 5_000);
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
  } catch (error) {
    app.log.error(error);
    await database.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
