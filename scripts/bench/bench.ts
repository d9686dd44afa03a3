/**
 * `npm run bench`: builds the app, serves the build on a loopback port and measures it in
 * headless Chromium against a hand-written page with the same first question (same run,
 * same conditions), then both with Lighthouse's mobile preset, beside the reviewer pages
 * (`/case-overview`, `/review/1`) in browser mode and in server mode (the build served by
 * the real server, a reviewer signed in; `--no-server-mode` leaves it out). Prints a table; `--runs N`
 * (default 20), `--lighthouse-runs N` (default 3, 0 to skip), `--cases N` (default 10000),
 * `--no-build` to reuse the last build, `--dist DIR` to measure another build, `--compare DIR`
 * to measure a second build's first page in the same run (interleaved). No pass/fail:
 * the figures are for people to read.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChromePath } from '../../tests/e2e/support/chrome';
import { CdpBrowser } from './cdp-browser';
import { measureFirstPage, type FirstPageRun } from './first-page';
import { measureWithLighthouse, type LighthouseTarget } from './lighthouse';
import { measureOverview, type OverviewRun } from './overview';
import { printComparison, printReport } from './report';
import { type Build, printReviewerPages, ReviewerAudit } from './reviewer-pages';
import { startServerMode, type ServerModeApp } from './server-mode';
import { serveStatic } from './static-server';

const ROOT = resolve(import.meta.dirname, '../..');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    'overview-runs': { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '3' },
    cases: { type: 'string', default: '10000' },
    'no-build': { type: 'boolean', default: false },
    // Measure another build (an earlier commit's) instead of building this one.
    dist: { type: 'string' },
    // Also measure another build (main's, say) in the same run, interleaved: before and after
    // under the same load, which a shared machine cannot give two runs.
    compare: { type: 'string' },
    // Measure the first page with the inspector's Runtime domain on, as Playwright drives a
    // page (and as this bench did before 2026-11-24): see scripts/bench/cdp-browser.ts.
    'runtime-domain': { type: 'boolean', default: false },
    // The reviewer pages in server mode need the server and a database: this skips them.
    'no-server-mode': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const overviewRuns = Number(values['overview-runs']);
const caseCount = Number(values.cases);
const lighthouseRuns = Number(values['lighthouse-runs']);
const OUT_DIR = resolve(ROOT, values.dist ?? 'test-results/bench-dist');

if (!values['no-build'] && !values.dist) {
  console.log('Building the app into test-results/bench-dist ...');
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
}

const server = await serveStatic(OUT_DIR, {
  '/baseline.html': resolve(import.meta.dirname, 'baseline.html'),
});
const compareServer = values.compare ? await serveStatic(resolve(ROOT, values.compare)) : null;
const chromePath = findChromePath();
const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
const firstPageBrowser = await CdpBrowser.launch(chromePath);
const serverApps: ServerModeApp[] = [];
try {
  const app: FirstPageRun[] = [];
  const baseline: FirstPageRun[] = [];
  const compared: FirstPageRun[] = [];
  const options = { runtimeDomain: values['runtime-domain'] };
  const measure = (url: string) => measureFirstPage(firstPageBrowser, url, options);
  // Interleaved, so a noisy minute on the shared machine hits both pages alike.
  for (let run = 1; run <= runs; run += 1) {
    process.stdout.write(`\rfirst page: run ${run} of ${runs}   `);
    app.push(await measure(`${server.url}/`));
    baseline.push(await measure(`${server.url}/baseline.html`));
    if (compareServer) compared.push(await measure(`${compareServer.url}/`));
  }
  const overview: OverviewRun[] = [];
  for (let run = 1; run <= overviewRuns; run += 1) {
    process.stdout.write(`\roverview with ${caseCount} cases: run ${run} of ${overviewRuns}   `);
    try {
      overview.push(await measureOverview(browser, server.url, caseCount));
    } catch (error) {
      // A page too slow to measure is a figure too: the table shows n/a and why.
      console.error(`\noverview run ${run} failed: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  const lighthouseUrls: LighthouseTarget[] = [`${server.url}/`, `${server.url}/baseline.html`];
  if (compareServer) lighthouseUrls.push(`${compareServer.url}/`);
  // The reviewer pages beside the patient's, in both modes, interleaved with them (and with
  // the compared build's, for a before and after under the same load).
  const reviewer = new ReviewerAudit(lighthouseUrls);
  if (lighthouseRuns > 0) {
    reviewer.add('this', 'browser', server.url);
    if (compareServer) reviewer.add('compared', 'browser', compareServer.url);
    if (!values['no-server-mode']) {
      process.stdout.write('\rserver mode: seeding and starting the server   ');
      const builds: [Build, string][] = [['this', OUT_DIR]];
      if (values.compare) builds.push(['compared', resolve(ROOT, values.compare)]);
      for (const [build, dist] of builds) {
        const app = await startServerMode(dist, caseCount);
        serverApps.push(app);
        reviewer.add(build, 'server', app.url, app.cookie);
      }
    }
  }
  const lighthouseResults =
    lighthouseRuns > 0
      ? await measureWithLighthouse(chromePath, lighthouseUrls, lighthouseRuns, (run) =>
          process.stdout.write(`\rLighthouse: run ${run} of ${lighthouseRuns}   `),
        )
      : [];
  const [lighthouseApp = [], lighthouseBaseline = []] = lighthouseResults;
  const lighthouseCompared = (compareServer && lighthouseResults[2]) || [];
  const reviewerPages = (build: Build) => reviewer.pages(build, lighthouseResults);
  const lighthouse = { app: lighthouseApp, baseline: lighthouseBaseline };
  process.stdout.write('\n\n');
  const report = printReport({
    app,
    baseline,
    overview,
    caseCount,
    lighthouse,
    runtimeDomain: options.runtimeDomain,
  });
  const reviewerReport = reviewer.any
    ? printReviewerPages(reviewerPages('this'), reviewerPages('compared'), values.compare)
    : [];
  if (values.compare) {
    printComparison(
      { firstPage: app, lighthouse: lighthouseApp },
      { firstPage: compared, lighthouse: lighthouseCompared },
      values.compare,
    );
  }
  mkdirSync(resolve(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    resolve(ROOT, 'test-results/bench.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        caseCount,
        report,
        app,
        baseline,
        overview,
        lighthouse,
        reviewerPages: { report: reviewerReport, runs: reviewerPages('this') },
        ...(values.compare
          ? {
              compare: values.compare,
              compared,
              lighthouseCompared,
              reviewerPagesCompared: reviewerPages('compared'),
            }
          : {}),
      },
      null,
      2,
    ),
  );
} finally {
  await firstPageBrowser.close();
  await browser.close();
  await server.close();
  await compareServer?.close();
  for (const app of serverApps) await app.close();
}
