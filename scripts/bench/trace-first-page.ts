/**
 * `tsx scripts/bench/trace-first-page.ts [--dist DIR] [--path /] [--runs N] [--threshold MS]
 * [--no-samples] [--continue]`: loads a page of a build (with source maps: `vite build
 * --sourcemap hidden`) as `npm run bench` does (4x CPU, Slow 4G, the inspector's Runtime domain
 * off: scripts/bench/cdp-browser.ts), records a Chrome trace with V8's sampling profiler, and
 * prints every main-thread task over the threshold (50 ms) with what it ran: the trace events
 * under it (script evaluation, function calls, style, layout) and its JavaScript time by source
 * file or package, through the maps. The sampling profiler makes V8 keep source positions from
 * the start, which makes loading scripts cheaper than it is: `--no-samples` leaves it out, for
 * task durations as the bench sees them. Where the first page's loading time goes:
 * docs/decisions/2026-11-24-first-page-long-tasks.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { findChromePath } from '../../tests/e2e/support/chrome';
import { CdpBrowser, type CdpPage } from './cdp-browser';
import { serveStatic } from './static-server';
import { applyThrottling, MOBILE } from './throttle';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
}

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'test-results/trace-dist' },
    path: { type: 'string', default: '/' },
    runs: { type: 'string', default: '1' },
    baseline: { type: 'string' },
    // Trace a Continue on the first step instead of the load.
    continue: { type: 'boolean', default: false },
    threshold: { type: 'string', default: '50' },
    'no-samples': { type: 'boolean', default: false },
  },
});
const DIST = resolve(values.dist);
const LONG_TASK_MS = Number(values.threshold);

const CATEGORIES = [
  'devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-devtools.timeline',
  ...(values['no-samples'] ? [] : ['disabled-by-default-v8.cpu_profiler']),
  'v8',
];

async function record(page: CdpPage, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const stopCollecting = page.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as TraceEvent[])),
  );
  const done = new Promise<void>((resolveDone) => {
    const stop = page.on('Tracing.tracingComplete', () => {
      stop();
      resolveDone();
    });
  });
  await page.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES },
  });
  await load();
  await page.send('Tracing.end');
  await done;
  stopCollecting();
  return events;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Source maps of the build, by script URL path (`/assets/x.js`). */
const maps = new Map<string, TraceMap | null>();
function mapFor(url: string): TraceMap | null {
  const path = url.startsWith('http') ? new URL(url).pathname : url;
  if (!maps.has(path)) {
    const file = join(DIST, `${path}.map`);
    maps.set(path, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(path) ?? null;
}

/** A short name for where a sampled frame's code comes from: a package, or our own file. */
function originOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url)
    return frame.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : '(native)';
  const map = mapFor(frame.url);
  if (!map) return new URL(frame.url).pathname;
  // A frame before the first line (a module's own evaluation) has no mapped position.
  if (frame.lineNumber < 0) return new URL(frame.url).pathname;
  const position = originalPositionFor(map, {
    line: frame.lineNumber + 1,
    column: Math.max(0, frame.columnNumber),
  });
  const source = position.source ?? '?';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (inPackage) {
    const [, name, rest = ''] = inPackage;
    // MUI's and emotion's parts are worth telling apart; other packages are one line each.
    const part = /^(?:esm\/|dist\/)?([^/]+)/.exec(rest)?.[1] ?? '';
    return name?.startsWith('@mui/') || name?.startsWith('@emotion/')
      ? `${name}/${part}`
      : (name ?? source);
  }
  return source.replace(/^(\.\.\/)+/, '');
}

/** Self time per sample (ms) from the trace's profile chunks, on the renderer's main thread. */
function samplesOf(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const start = events.find((event) => event.name === 'Profile' && event.pid === pid);
  let ts = Number((start?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid) continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    data.cpuProfile?.nodes?.forEach((node) => nodes.set(node.id, node));
    data.cpuProfile?.samples?.forEach((node, index) => {
      ts += data.timeDeltas?.[index] ?? 0;
      samples.push({ ts, node });
    });
  }
  return { nodes, samples };
}

function describeTask(
  events: TraceEvent[],
  task: TraceEvent,
  profile: ReturnType<typeof samplesOf>,
) {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter(
    (event) =>
      event.tid === task.tid &&
      event.pid === task.pid &&
      event.ph === 'X' &&
      event !== task &&
      event.ts >= task.ts &&
      event.ts < end,
  );
  const named = inside
    .filter((event) =>
      [
        'EvaluateScript',
        'v8.evaluateModule',
        'v8.compile',
        'v8.compileModule',
        'FunctionCall',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
        'ParseHTML',
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'RunMicrotasks',
        'MajorGC',
        'MinorGC',
        'V8.GC_SCAVENGER',
      ].includes(event.name),
    )
    .filter((event) => (event.dur ?? 0) >= 2000);
  const lines = named.map((event) => {
    const data = event.args?.data ?? {};
    const where = String(data.url ?? data.functionName ?? data.type ?? '').replace(
      /^https?:\/\/[^/]+/,
      '',
    );
    return `    ${event.name} ${((event.dur ?? 0) / 1000).toFixed(0)} ms ${where}`;
  });
  const byOrigin = new Map<string, number>();
  let sampled = 0;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const sample = profile.samples[index];
    const next = profile.samples[index + 1];
    if (!sample || sample.ts < task.ts || sample.ts >= end) continue;
    const node = profile.nodes.get(sample.node);
    const self = ((next?.ts ?? sample.ts) - sample.ts) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const origin = originOf(node.callFrame);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + self);
    sampled += self;
  }
  const top = [...byOrigin.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([origin, time]) => `    ${time.toFixed(1).padStart(6)} ms  ${origin}`);
  return [
    ...lines,
    `  JavaScript by origin (sampled ${sampled.toFixed(0)} ms, self time):`,
    ...top,
  ];
}

const server = await serveStatic(
  DIST,
  values.baseline ? { '/baseline.html': resolve(values.baseline) } : {},
);
const browser = await CdpBrowser.launch(findChromePath());
const CONTINUE = `[...document.querySelectorAll('button')].find((b) => b.textContent === 'Continue')`;
try {
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const page = await browser.newPage();
    await page.send('Page.enable');
    await page.send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await applyThrottling(page, MOBILE);
    if (values.continue) {
      await page.goto(`${server.url}${values.path}`);
      await pause(4000);
      await page.evaluate(`document.querySelector('input').focus()`);
      await page.send('Input.insertText', { text: 'Ada Lovelace' });
      await pause(2000);
    }
    const events = await record(page, async () => {
      if (values.continue) {
        await page.click(CONTINUE);
        await page.waitFor(
          `[...document.querySelectorAll('h1')].some((h1) => h1.checkVisibility() && h1.textContent.includes('How old are you?'))`,
        );
        await pause(500);
        return;
      }
      await page.goto(`${server.url}${values.path}`);
      await pause(4000);
    });
    const navigation = events.find((event) => event.name === 'navigationStart');
    const main = events.find(
      (event) =>
        event.name === 'thread_name' &&
        event.args?.name === 'CrRendererMain' &&
        (navigation
          ? event.pid === navigation.pid
          : events.some((other) => other.pid === event.pid && other.name === 'EventDispatch')),
    );
    const pid = main?.pid ?? navigation?.pid ?? 0;
    const profile = samplesOf(events, pid);
    const origin =
      navigation?.ts ?? events.find((event) => event.name === 'EventDispatch')?.ts ?? 0;
    const tasks = events.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === pid &&
        event.tid === main?.tid &&
        (event.dur ?? 0) > (values.continue ? 10 : LONG_TASK_MS) * 1000,
    );
    console.log(`\nrun ${run}: ${tasks.length} tasks over ${LONG_TASK_MS} ms on ${values.path}`);
    for (const task of tasks) {
      console.log(
        `task at ${((task.ts - origin) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms:`,
      );
      console.log(describeTask(events, task, profile).join('\n'));
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
