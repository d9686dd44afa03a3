import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromePath } from './chrome';
import { freePort } from './free-port';
import { E2E_DIST_DIR, SCREENSHOT_DIR } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromePath: string;
    /** An empty folder where the first server journey keeps its data to copy (server-journey). */
    serverTemplateRoot: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../../..');
const HOST = '127.0.0.1';

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Builds the app, serves the production build on a free loopback port for the whole run and
 * stops it afterwards. The build goes to its own folder, so a `dist/` someone else is
 * building or serving at the same time is never overwritten under the tests.
 */
export default async function setup(project: TestProject) {
  // Fail before the build when there is no browser to run the tests in.
  const chromePath = findChromePath();

  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });

  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build (and
  // StrictMode's double effects): the tests must see what users get.
  const env = { ...process.env, NODE_ENV: 'production' };
  // CI builds once (`npm run build`) and names that build here rather than building it again.
  const prebuilt = process.env.E2E_PREBUILT_DIST;
  if (prebuilt) {
    rmSync(E2E_DIST_DIR, { recursive: true, force: true });
    cpSync(resolve(ROOT, prebuilt), E2E_DIST_DIR, { recursive: true });
  } else {
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', E2E_DIST_DIR, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: ROOT, env, stdio: 'inherit' },
    );
  }

  const port = await freePort();
  const viteBin = resolve(ROOT, 'node_modules/vite/bin/vite.js');
  const server = spawn(
    process.execPath,
    [
      viteBin,
      'preview',
      '--outDir',
      E2E_DIST_DIR,
      '--host',
      HOST,
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const baseURL = `http://${HOST}:${port}`;
  try {
    await waitForServer(baseURL, server, 30_000);
  } catch (error) {
    server.kill();
    throw error;
  }

  project.provide('baseURL', baseURL);
  project.provide('chromePath', chromePath);
  const serverTemplateRoot = mkdtempSync(join(tmpdir(), 'lmn-e2e-template-'));
  project.provide('serverTemplateRoot', serverTemplateRoot);

  return async () => {
    rmSync(serverTemplateRoot, { recursive: true, force: true });
    if (server.exitCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((wait) => setTimeout(wait, 5_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  };
}
