import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../server/db/connect';
import { seedBenchCases } from './seed-bench-cases';
import { BENCH_PASSWORD, freePort, signIn, waitUntilUp } from './server-process';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ServerModeApp {
  url: string;
  /** The signed-in reviewer's session cookie (`name=value`), for Lighthouse's requests. */
  cookie: string;
  close(): Promise<void>;
}

/**
 * The build in server mode, as `npm start` serves it (its own process, embedded PGlite in a
 * throwaway folder), with `cases` synthetic cases and a signed-in `bench` reviewer licensed
 * in their states: the reviewer pages as a clinic's reviewer opens them.
 */
export async function startServerMode(distDir: string, cases: number): Promise<ServerModeApp> {
  const work = mkdtempSync(join(tmpdir(), 'lmn-bench-server-'));
  const dataDir = join(work, 'data');
  const seeding = await openDatabase({ dataDir });
  await seedBenchCases(seeding.db, cases, BENCH_PASSWORD);
  await seeding.close();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The throwaway PGlite folder, never a database the environment names.
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => server.once('exit', done));
  try {
    await waitUntilUp(url, server);
    const cookie = await signIn(url);
    return {
      url,
      cookie,
      async close() {
        server.kill('SIGTERM');
        await exited;
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
