import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** `npm start` on a fresh clone: build the app once when dist/ has no index.html yet. */
export function ensureBuild(distDir: string): void {
  if (existsSync(join(distDir, 'index.html'))) return;
  console.warn(`No built app in ${distDir}: running "npm run build" first.`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(join(distDir, 'index.html'))) {
    throw new Error('The build failed; the server cannot start without it.');
  }
}
