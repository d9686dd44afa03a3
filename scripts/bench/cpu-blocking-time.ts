/**
 * `tsx scripts/bench/cpu-blocking-time.ts --dist A[,B] [--paths /case-overview,/review/1]
 * [--runs 3] [--server-mode] [--details]`: loads each page of each build in headless Chromium
 * (unthrottled, interleaved) with a Chrome trace, and sums for every main-thread task after the
 * first contentful paint 4 times its CPU time less 50 ms: Lighthouse's total blocking time (its
 * mobile preset slows the CPU 4 times), were each task as long as the CPU time it used. Wall
 * time on a shared machine swings with its load; CPU time far less, so two builds can be told
 * apart where Lighthouse cannot (docs/benchmarks.md). `--details` prints each long task's
 * trace events.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findChromePath } from '../../tests/e2e/support/chrome';
import { CdpBrowser, type CdpPage } from './cdp-browser';
import { startServerMode } from './server-mode';
import { serveStatic } from './static-server';
import { median } from './stats';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time, in microseconds. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    paths: { type: 'string', default: '/case-overview,/review/1' },
    runs: { type: 'string', default: '3' },
    'server-mode': { type: 'boolean', default: false },
    cases: { type: 'string', default: '10000' },
    details: { type: 'boolean', default: false },
  },
});

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const SETTLE_MS = 6000;
const CATEGORIES = [
  'devtools.timeline',
  'toplevel',
  'loading',
  'blink.user_timing',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
];

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function traceLoad(page: CdpPage, url: string): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const stopCollecting = page.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as TraceEvent[])),
  );
  const complete = new Promise<void>((done) => {
    const stop = page.on('Tracing.tracingComplete', () => {
      stop();
      done();
    });
  });
  await page.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES },
  });
  await page.goto(url);
  await pause(SETTLE_MS);
  await page.send('Tracing.end');
  await complete;
  stopCollecting();
  return events;
}

interface Load {
  blocking: number;
  fcp: number;
  longTasksCpu: number[];
}

/** The load's figures from its trace: the page's main thread, from its navigation on. */
function figures(events: TraceEvent[]): Load & { details: string[] } {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) throw new Error('The trace has no navigation.');
  const { pid } = navigation;
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === pid,
  );
  const fcp =
    events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid)?.ts ??
    navigation.ts;
  const onMain = (event: TraceEvent) => event.pid === pid && event.tid === main?.tid;
  const cpuMs = (event: TraceEvent) => (event.tdur ?? 0) / 1000;
  const afterPaint = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event) && event.ts >= fcp,
  );
  const long = afterPaint.filter((task) => CPU_SLOWDOWN * cpuMs(task) > LONG_TASK_MS);
  const details = long.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter(
      (event) =>
        event.ph === 'X' &&
        onMain(event) &&
        event.ts >= task.ts &&
        event.ts < end &&
        event !== task &&
        (event.dur ?? 0) > 3000 &&
        !/RunTask|V8\.|GC/.test(event.name),
    );
    const what = inside.map((event) => {
      const url = String(event.args?.data?.url ?? '').replace(/^.*\//, '');
      return `${event.name}${url ? ` ${url}` : ''} ${Math.round((event.dur ?? 0) / 1000)} ms`;
    });
    return `  task at +${Math.round((task.ts - navigation.ts) / 1000)} ms, CPU ${Math.round(cpuMs(task))} ms: ${what.join(' | ')}`;
  });
  return {
    blocking: long.reduce((sum, task) => sum + CPU_SLOWDOWN * cpuMs(task) - LONG_TASK_MS, 0),
    fcp: (fcp - navigation.ts) / 1000,
    longTasksCpu: long.map((task) => Math.round(cpuMs(task))).sort((a, b) => b - a),
    details,
  };
}

/**
 * A load's figures; once more when its trace lost the navigation (on a loaded machine the
 * trace's first events now and then arrive without it).
 */
async function tracedFigures(page: CdpPage, url: string) {
  try {
    return figures(await traceLoad(page, url));
  } catch {
    return figures(await traceLoad(page, url));
  }
}

const dists = values.dist.split(',').map((dist) => resolve(dist));
const paths = values.paths.split(',');
const hosts: { dist: string; url: string; cookie?: string; close: () => Promise<void> }[] = [];
const browser = await CdpBrowser.launch(findChromePath());
const loads = new Map<string, Load[]>();
try {
  for (const dist of dists) {
    if (values['server-mode']) {
      const app = await startServerMode(dist, Number(values.cases));
      hosts.push({ dist, url: app.url, cookie: app.cookie, close: () => app.close() });
    } else {
      const server = await serveStatic(dist);
      hosts.push({ dist, url: server.url, close: server.close });
    }
  }
  for (let run = 1; run <= Number(values.runs); run += 1) {
    for (const path of paths) {
      for (const host of hosts) {
        const page = await browser.newPage();
        await page.send('Page.enable');
        if (host.cookie) {
          await page.send('Network.enable');
          await page.send('Network.setExtraHTTPHeaders', { headers: { Cookie: host.cookie } });
        }
        await page.send('Emulation.setDeviceMetricsOverride', {
          width: 412,
          height: 823,
          deviceScaleFactor: 1,
          mobile: false,
        });
        const { details, ...load } = await tracedFigures(page, `${host.url}${path}`);
        await page.close();
        const key = `${host.dist} ${path}`;
        loads.set(key, [...(loads.get(key) ?? []), load]);
        console.log(
          `${key}: blocking ${Math.round(load.blocking)} ms, FCP ${Math.round(load.fcp)} ms, long tasks' CPU ${load.longTasksCpu.join(', ')} ms`,
        );
        if (values.details) console.log(details.join('\n'));
      }
    }
  }
} finally {
  await browser.close();
  for (const host of hosts) await host.close();
}
console.log('\nMedians:');
for (const [key, runs] of loads) {
  console.log(
    `${key}: blocking ${Math.round(median(runs.map((load) => load.blocking)))} ms (${runs.map((load) => Math.round(load.blocking)).join(', ')}), FCP ${Math.round(median(runs.map((load) => load.fcp)))} ms`,
  );
}
