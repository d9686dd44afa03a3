import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { E2E_DIST_DIR } from './paths';

const ROOT = resolve(import.meta.dirname, '../../..');
const HOST = '127.0.0.1';
const SERVER_ENTRY = 'server/main.ts';
const REVIEWER_ADD_ENTRY = 'server/cli/reviewer-add.ts';
const PARTNER_ADD_ENTRY = 'server/cli/partner-add.ts';

/**
 * The production server of server mode (README: `npm start`, `npm run reviewer:add`), run
 * from its TypeScript entry with tsx as those scripts do, on a free loopback port, serving
 * the e2e build and keeping its PGlite data in `dataDir`.
 */
export interface ServerSetup {
  dataDir: string;
  port: number;
}

function serverEnv({ dataDir, port }: ServerSetup, extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    DIST_DIR: E2E_DIST_DIR,
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.SEED_SAMPLE_CASES;
  return env;
}

function requireServerCode() {
  if (!existsSync(resolve(ROOT, SERVER_ENTRY))) {
    throw new Error(`${SERVER_ENTRY} is missing: server mode (issue 11, server side) is not here.`);
  }
}

/**
 * `REVIEWER_PASSWORD=... npm run reviewer:add -- --username NAME [profile flags]`, with the
 * server stopped (profile: `['--full-name', 'Ann Lee', '--licensed-in', 'OR', ...]`).
 */
export async function addReviewer(
  setup: ServerSetup,
  username: string,
  password: string,
  profile: string[] = [],
) {
  requireServerCode();
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', REVIEWER_ADD_ENTRY, '--username', username, ...profile],
    // A new PGlite (initdb, migrations) takes over a minute on a busy two-core machine.
    { cwd: ROOT, env: serverEnv(setup, { REVIEWER_PASSWORD: password }), timeout: 180_000 },
  );
}

/** `npm run partner:add -- ARGS` as an operator runs it, before the server starts. */
export async function addPartner(setup: ServerSetup, args: string[]): Promise<string> {
  requireServerCode();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', PARTNER_ADD_ENTRY, ...args],
    { cwd: ROOT, env: serverEnv(setup, {}), timeout: 180_000 },
  );
  // What it printed: a new partner's webhook secret, shown this once.
  return stdout;
}

export interface RunningServer {
  url: string;
  /** SIGTERM, as an operator's stop would send; resolves once the process has exited. */
  stop(): Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs} ms.`);
}

export async function startServer(setup: ServerSetup): Promise<RunningServer> {
  requireServerCode();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: ROOT,
    env: serverEnv(setup),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://${HOST}:${setup.port}`;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    await waitUntilServing(url, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((wait) => setTimeout(() => wait(false), 20_000)),
      ]);
      if (!stopped) {
        child.kill('SIGKILL');
        throw new Error('The server did not stop within 20 s of SIGTERM.');
      }
    },
  };
}
