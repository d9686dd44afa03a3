import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROME_ARGS } from '../../tests/e2e/support/chrome';

/** Lighthouse's mobile figures for one page load (its default preset: simulated Slow 4G, 4x CPU). */
export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
} as const;

/** A Chromium of our own with a DevTools port (Lighthouse drives it over that port). */
async function startChromium(chromePath: string) {
  const profile = mkdtempSync(join(tmpdir(), 'lmn-lighthouse-'));
  const chrome: ChildProcess = spawn(
    chromePath,
    [...CHROME_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolvePort, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error('Chromium did not open a DevTools port.')),
      30_000,
    );
    chrome.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((done) => chrome.once('exit', done));
      chrome.kill();
      await exited;
      // Chromium's helpers may still be writing the profile as it exits: retry, or a whole
      // bench's figures are lost to an ENOTEMPTY before they are printed.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** A page to audit: its URL, and headers for every request (a reviewer's session cookie). */
export type LighthouseTarget = string | { url: string; headers: Record<string, string> };

/**
 * Runs Lighthouse's performance audit `runs` times on each URL (interleaved, one Chromium for
 * all), with its default mobile settings, and returns the runs per URL.
 */
export async function measureWithLighthouse(
  chromePath: string,
  urls: LighthouseTarget[],
  runs: number,
  onRun: (run: number) => void = () => {},
): Promise<LighthouseRun[][]> {
  const chrome = await startChromium(chromePath);
  const results: LighthouseRun[][] = urls.map(() => []);
  try {
    for (let run = 1; run <= runs; run += 1) {
      onRun(run);
      for (const [index, target] of urls.entries()) {
        const url = typeof target === 'string' ? target : target.url;
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(typeof target === 'string' ? {} : { extraHeaders: target.headers }),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
        const { audits, categories } = result.lhr;
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        results[index]?.push({
          score: Math.round((categories.performance?.score ?? Number.NaN) * 100),
          fcp: value(AUDITS.fcp),
          lcp: value(AUDITS.lcp),
          tbt: value(AUDITS.tbt),
          cls: value(AUDITS.cls),
          speedIndex: value(AUDITS.speedIndex),
        });
      }
    }
  } finally {
    await chrome.close();
  }
  return results;
}
