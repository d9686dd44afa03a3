/**
 * `tsx scripts/bench/floor-load.ts [--runs N] [--dist DIR]`: the first page's loading figures
 * (FCP, LCP, total blocking time, longest task) for the app, the hand-written page and the
 * stack's floor pages (build them first: build-floor.tsx), interleaved in one run, at 4x CPU
 * and Slow 4G as `npm run bench` measures.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_ARGS, findChromePath } from '../../tests/e2e/support/chrome';
import { longestTask, PROBE_SCRIPT, totalBlockingTime, type ProbeData } from './page-probe';
import { serveStatic } from './static-server';
import { median, ms } from './stats';
import { MOBILE, throttle } from './throttle';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    dist: { type: 'string', default: 'test-results/bench-dist' },
  },
});

async function load(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    await context.addInitScript({ content: PROBE_SCRIPT });
    const page = await context.newPage();
    await throttle(page, MOBILE);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    const probe: ProbeData = await page.evaluate(() => window.__probe);
    return {
      fcp: probe.fcp ?? Number.NaN,
      lcp: probe.lcp ?? Number.NaN,
      tbt: totalBlockingTime(probe),
      longestTask: longestTask(probe),
    };
  } finally {
    await context.close();
  }
}

const app = await serveStatic(resolve(values.dist), {
  '/baseline.html': resolve(import.meta.dirname, 'baseline.html'),
});
const floor = await serveStatic(resolve(import.meta.dirname, '../../test-results/floor-dist'));
const pages = {
  app: `${app.url}/`,
  'hand-written page': `${app.url}/baseline.html`,
  'React + ReactDOM': `${floor.url}/react.html`,
  'MUI theme + TextField': `${floor.url}/mui.html`,
};
const browser = await chromium.launch({ executablePath: findChromePath(), args: CHROME_ARGS });
try {
  const results = new Map<string, Awaited<ReturnType<typeof load>>[]>();
  for (let run = 1; run <= Number(values.runs); run += 1) {
    process.stdout.write(`\rrun ${run} of ${values.runs}   `);
    for (const [name, url] of Object.entries(pages)) {
      results.set(name, [...(results.get(name) ?? []), await load(browser, url)]);
    }
  }
  console.log('\n| page | FCP | LCP | total blocking time | longest task |\n|---|---|---|---|---|');
  for (const [name, runs] of results) {
    const m = (key: 'fcp' | 'lcp' | 'tbt' | 'longestTask') => ms(median(runs.map((r) => r[key])));
    console.log(`| ${name} | ${m('fcp')} | ${m('lcp')} | ${m('tbt')} | ${m('longestTask')} |`);
  }
  console.log(`\nmedians of ${values.runs} runs, 4x CPU, Slow 4G`);
} finally {
  await browser.close();
  await app.close();
  await floor.close();
}
