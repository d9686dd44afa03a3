import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = resolve(import.meta.dirname, '../../node_modules/.bin/lighthouse');

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Why Lighthouse cannot run here, or null when it can. */
export function lighthouseUnavailable(): string | null {
  return existsSync(BIN) ? null : 'the lighthouse package is not installed (npm install)';
}

/**
 * One Lighthouse run with its default mobile settings (simulated: 150 ms RTT, 1.6 Mbit/s,
 * 4x CPU slowdown; a Moto G Power's screen), performance only, in the given Chromium. Lighthouse
 * loads the page once unthrottled and computes the throttled figures from that trace.
 */
export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseRun> {
  const folder = mkdtempSync(join(tmpdir(), 'lmn-lighthouse-'));
  const output = join(folder, 'report.json');
  try {
    await run(
      BIN,
      [
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, timeout: 180_000 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue: number }>;
    };
    const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
    return {
      score: Math.round(report.categories.performance.score * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
