import { ensureBuild } from './cli/ensure-build';
import { readConfig } from './config';
import { isDatabaseError, redactMessage } from './logging/redact';

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `npm start`: configuration from the environment, the database, the app, then listen. */
async function main() {
  const config = readConfig();
  ensureBuild(config.distDir);
  // The rest of the server loads once the configuration is accepted: a refused one is told
  // at once, without compiling or loading the app.
  const { startServer } = await import('./start-server');
  await startServer(config);
}

main().catch((error: unknown) => {
  // Configuration messages quote the value at fault; a database's could quote a row.
  console.error(isDatabaseError(error) ? redactMessage(error) : errorMessage(error));
  process.exit(1);
});
