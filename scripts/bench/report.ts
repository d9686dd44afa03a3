import type { FirstPageRun } from './first-page';
import type { LighthouseRun } from './lighthouse';
import { SEARCH, type OverviewRun } from './overview';
import { median, ms, p90 } from './stats';

interface ReportInput {
  app: FirstPageRun[];
  baseline: FirstPageRun[];
  overview: OverviewRun[];
  caseCount: number;
  /** Lighthouse's runs of the app and of the hand-written page (empty when skipped). */
  lighthouse: { app: LighthouseRun[]; baseline: LighthouseRun[] };
  /** The first page was measured with the inspector's Runtime domain on (`--runtime-domain`). */
  runtimeDomain: boolean;
}

type Row = [metric: string, app: string, baseline: string, target: string, met: string];

const pick = <T>(runs: T[], key: keyof T) => runs.map((run) => run[key] as number);
const verdict = (ok: boolean) => (ok ? 'yes' : 'NO');

/** The first page's targets that both benches (the page probe and Lighthouse) report. */
const MAX_LCP_RATIO = 1.25;
const MAX_BLOCKING_MS = 50;

/** LCP against the hand-written page's, within the target ratio. */
function lcpRow(label: string, app: number, baseline: number): Row {
  const ratio = app / baseline;
  return [
    label,
    ms(app),
    ms(baseline),
    `<= ${MAX_LCP_RATIO}x baseline (${ratio.toFixed(2)}x)`,
    verdict(ratio <= MAX_LCP_RATIO),
  ];
}

/** A time the main thread is blocked, within the blocking target. */
function blockingRow(label: string, app: number, baseline: number): Row {
  return [
    label,
    ms(app),
    ms(baseline),
    `<= ${MAX_BLOCKING_MS} ms`,
    verdict(app <= MAX_BLOCKING_MS),
  ];
}

/** Prints the table of medians (and p90 for the step change) and returns its rows. */
export function printReport({
  app,
  baseline,
  overview,
  caseCount,
  lighthouse,
  runtimeDomain,
}: ReportInput): Row[] {
  const m = (runs: FirstPageRun[], key: keyof FirstPageRun) => median(pick(runs, key));
  const stepP90 = p90(pick(app, 'stepChange'));
  const stepRatio = stepP90 / p90(pick(baseline, 'stepChange'));
  const open = median(pick(overview, 'interactiveAfterRead'));
  const typed = median(pick(overview, 'typeNine'));
  const clsApp = Math.max(...pick(app, 'cls'));
  // `--overview-runs 0` leaves the overview out.
  const overviewRows: Row[] =
    overview.length === 0
      ? []
      : [
          [
            `overview, ${caseCount} cases: interactive after data read (median)`,
            ms(open),
            '',
            '< 150 ms',
            verdict(open < 150),
          ],
          [
            `overview, ${caseCount} cases: type 9 characters in search (median)`,
            ms(typed),
            '',
            '',
            overview.every((run) => run.kept === SEARCH) ? '' : `kept "${overview[0]?.kept ?? ''}"`,
          ],
        ];
  const rows: Row[] = [
    ['FCP `/` (median)', ms(m(app, 'fcp')), ms(m(baseline, 'fcp')), '', ''],
    lcpRow('LCP `/` (median)', m(app, 'lcp'), m(baseline, 'lcp')),
    blockingRow('total blocking time (median)', m(app, 'tbt'), m(baseline, 'tbt')),
    blockingRow(
      'longest task while loading (median)',
      m(app, 'longestTask'),
      m(baseline, 'longestTask'),
    ),
    [
      'longest task while loading (worst run)',
      ms(Math.max(...pick(app, 'longestTask'))),
      ms(Math.max(...pick(baseline, 'longestTask'))),
      '',
      '',
    ],
    [
      'CLS (worst run)',
      clsApp.toFixed(3),
      Math.max(...pick(baseline, 'cls')).toFixed(3),
      '0',
      verdict(clsApp === 0),
    ],
    [
      'Continue -> next title painted (median)',
      ms(m(app, 'stepChange')),
      ms(m(baseline, 'stepChange')),
      '< 100 ms',
      verdict(m(app, 'stepChange') < 100),
    ],
    [
      'Continue -> next title painted (p90)',
      ms(stepP90),
      ms(p90(pick(baseline, 'stepChange'))),
      `< 100 ms, <= 2x baseline (${stepRatio.toFixed(2)}x)`,
      verdict(stepP90 < 100 && stepRatio <= 2),
    ],
    [
      'INP of that Continue (median)',
      ms(m(app, 'inp')),
      ms(m(baseline, 'inp')),
      '<= 200 ms (good)',
      verdict(m(app, 'inp') <= 200),
    ],
    [
      'INP of that Continue (p90)',
      ms(p90(pick(app, 'inp'))),
      ms(p90(pick(baseline, 'inp'))),
      '',
      '',
    ],
    ...overviewRows,
    ...lighthouseRows(lighthouse),
  ];
  const header: Row = ['metric', 'app', 'hand-written page', 'target', 'met'];
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (row: Row) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  rows.forEach((row) => console.log(line(row)));
  console.log(
    `\n${app.length} runs per page: 4x CPU slowdown, Slow 4G (562.5 ms RTT, 1.44 Mbit/s); overview unthrottled.\nINP "0 ms": every Event Timing entry of that Continue was under 16 ms. Longest task: over 50 ms only (Long Tasks API), else 0.`,
  );
  console.log(
    runtimeDomain
      ? "First page driven with the inspector's Runtime domain ON (--runtime-domain), as Playwright drives a page: script loading is measured slower than a person's browser runs it."
      : "First page driven over the DevTools protocol with the inspector's Runtime domain off, as in a person's browser (scripts/bench/cdp-browser.ts).",
  );
  if (lighthouse.app.length > 0) {
    console.log(
      `Lighthouse ${lighthouse.app.length} runs per page: its mobile preset (simulated Slow 4G, 4x CPU); medians.`,
    );
  }
  return rows;
}

/** Lighthouse's medians for both pages; none when it was not run. */
function lighthouseRows({ app, baseline }: ReportInput['lighthouse']): Row[] {
  if (app.length === 0) return [];
  const m = (runs: LighthouseRun[], key: keyof LighthouseRun) => median(pick(runs, key));
  return [
    [
      'Lighthouse mobile: performance score',
      String(m(app, 'score')),
      String(m(baseline, 'score')),
      '',
      '',
    ],
    ['Lighthouse mobile: FCP', ms(m(app, 'fcp')), ms(m(baseline, 'fcp')), '', ''],
    lcpRow('Lighthouse mobile: LCP', m(app, 'lcp'), m(baseline, 'lcp')),
    blockingRow('Lighthouse mobile: total blocking time', m(app, 'tbt'), m(baseline, 'tbt')),
    ['Lighthouse mobile: CLS', m(app, 'cls').toFixed(3), m(baseline, 'cls').toFixed(3), '', ''],
    [
      'Lighthouse mobile: Speed Index',
      ms(m(app, 'speedIndex')),
      ms(m(baseline, 'speedIndex')),
      '',
      '',
    ],
  ];
}

interface BuildRuns {
  firstPage: FirstPageRun[];
  lighthouse: LighthouseRun[];
}

/** This build's first-page figures beside another build's, measured in the same run. */
export function printComparison(build: BuildRuns, other: BuildRuns, label: string): void {
  const rows: [string, (runs: BuildRuns) => string][] = [
    ['FCP (median)', ({ firstPage }) => ms(median(pick(firstPage, 'fcp')))],
    ['LCP (median)', ({ firstPage }) => ms(median(pick(firstPage, 'lcp')))],
    ['total blocking time (median)', ({ firstPage }) => ms(median(pick(firstPage, 'tbt')))],
    [
      'longest task while loading (median)',
      ({ firstPage }) => ms(median(pick(firstPage, 'longestTask'))),
    ],
    [
      'Continue -> next title painted (median)',
      ({ firstPage }) => ms(median(pick(firstPage, 'stepChange'))),
    ],
    [
      'Continue -> next title painted (p90)',
      ({ firstPage }) => ms(p90(pick(firstPage, 'stepChange'))),
    ],
    ['INP of that Continue (median)', ({ firstPage }) => ms(median(pick(firstPage, 'inp')))],
    ['INP of that Continue (p90)', ({ firstPage }) => ms(p90(pick(firstPage, 'inp')))],
  ];
  if (build.lighthouse.length > 0) {
    rows.push(
      ['Lighthouse mobile: score', ({ lighthouse }) => String(median(pick(lighthouse, 'score')))],
      ['Lighthouse mobile: FCP', ({ lighthouse }) => ms(median(pick(lighthouse, 'fcp')))],
      ['Lighthouse mobile: LCP', ({ lighthouse }) => ms(median(pick(lighthouse, 'lcp')))],
      ['Lighthouse mobile: TBT', ({ lighthouse }) => ms(median(pick(lighthouse, 'tbt')))],
    );
  }
  console.log(`\n| metric | this build | ${label} |\n|---|---|---|`);
  for (const [name, figure] of rows)
    console.log(`| ${name} | ${figure(build)} | ${figure(other)} |`);
}
