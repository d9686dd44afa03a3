import type { FirstPageRun } from './first-page';
import type { LighthouseRun } from './lighthouse';
import { SEARCH, type OverviewRun } from './overview';
import { median, ms, p90 } from './stats';

interface ReportInput {
  app: FirstPageRun[];
  baseline: FirstPageRun[];
  overview: OverviewRun[];
  caseCount: number;
  lighthouse: { app: LighthouseRun[]; baseline: LighthouseRun[]; skipped: string | null };
}

type Row = [metric: string, app: string, baseline: string, target: string, met: string];

const pick = <T>(runs: T[], key: keyof T) => runs.map((run) => run[key] as number);
const verdict = (ok: boolean) => (ok ? 'yes' : 'NO');

/** Prints the table of medians (and p90 for the step change) and returns its rows. */
export function printReport({
  app,
  baseline,
  overview,
  caseCount,
  lighthouse,
}: ReportInput): Row[] {
  const m = (runs: FirstPageRun[], key: keyof FirstPageRun) => median(pick(runs, key));
  const lcpRatio = m(app, 'lcp') / m(baseline, 'lcp');
  const stepRatio = m(app, 'stepChange') / m(baseline, 'stepChange');
  const open = median(pick(overview, 'interactiveAfterRead'));
  const typed = median(pick(overview, 'typeNine'));
  const clsApp = Math.max(...pick(app, 'cls'));
  const worst = (runs: FirstPageRun[], key: keyof FirstPageRun) => Math.max(...pick(runs, key));
  const stepP90App = p90(pick(app, 'stepChange'));
  const stepP90Baseline = p90(pick(baseline, 'stepChange'));
  const rows: Row[] = [
    ['FCP `/` (median)', ms(m(app, 'fcp')), ms(m(baseline, 'fcp')), '', ''],
    [
      'LCP `/` (median)',
      ms(m(app, 'lcp')),
      ms(m(baseline, 'lcp')),
      `<= 1.25x baseline (${lcpRatio.toFixed(2)}x)`,
      verdict(lcpRatio <= 1.25),
    ],
    [
      'total blocking time (median)',
      ms(m(app, 'tbt')),
      ms(m(baseline, 'tbt')),
      '<= 50 ms',
      verdict(m(app, 'tbt') <= 50),
    ],
    [
      'longest task while loading (median)',
      ms(m(app, 'longestTask')),
      ms(m(baseline, 'longestTask')),
      '<= 50 ms',
      verdict(m(app, 'longestTask') <= 50),
    ],
    [
      'longest task while loading (worst run)',
      ms(worst(app, 'longestTask')),
      ms(worst(baseline, 'longestTask')),
      '<= 50 ms',
      verdict(worst(app, 'longestTask') <= 50),
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
      `< 100 ms (${stepRatio.toFixed(2)}x baseline)`,
      verdict(m(app, 'stepChange') < 100),
    ],
    [
      'Continue -> next title painted (p90)',
      ms(stepP90App),
      ms(stepP90Baseline),
      `<= 2x baseline, < 100 ms (${(stepP90App / stepP90Baseline).toFixed(2)}x)`,
      verdict(stepP90App <= 2 * stepP90Baseline && stepP90App < 100),
    ],
    [
      'INP of Continue, Event Timing (median)',
      ms(m(app, 'continueInp')),
      ms(m(baseline, 'continueInp')),
      '< 200 ms ("good")',
      verdict(m(app, 'continueInp') < 200),
    ],
    [
      'INP of Continue, Event Timing (p90)',
      ms(p90(pick(app, 'continueInp'))),
      ms(p90(pick(baseline, 'continueInp'))),
      '',
      '',
    ],
    [
      `overview, ${caseCount} cases: interactive after data read (median)`,
      ms(open),
      '',
      '< 200 ms',
      verdict(open < 200),
    ],
    [
      `overview, ${caseCount} cases: type 9 characters in search (median)`,
      ms(typed),
      '',
      '',
      overview.every((run) => run.kept === SEARCH) ? '' : `kept "${overview[0]?.kept ?? ''}"`,
    ],
  ];
  rows.push(...lighthouseRows(lighthouse));
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
    `\n${app.length} runs per page: 4x CPU slowdown, Slow 4G (562.5 ms RTT, 1.44 Mbit/s); overview unthrottled.` +
      '\nINP: Chromium reports interactions of 16 ms and more; a faster one counts as 0 ms.',
  );
  return rows;
}

/** Lighthouse's mobile figures (medians of its runs), or one row saying why there are none. */
function lighthouseRows({ app, baseline, skipped }: ReportInput['lighthouse']): Row[] {
  if (skipped || app.length === 0) {
    return [['Lighthouse mobile', 'n/a', 'n/a', skipped ?? 'no run', '']];
  }
  const m = (runs: LighthouseRun[], key: keyof LighthouseRun) => median(pick(runs, key));
  const lcpRatio = m(app, 'lcp') / m(baseline, 'lcp');
  return [
    [
      'Lighthouse mobile: score (median)',
      String(m(app, 'score')),
      String(m(baseline, 'score')),
      '',
      '',
    ],
    ['Lighthouse mobile: FCP (median)', ms(m(app, 'fcp')), ms(m(baseline, 'fcp')), '', ''],
    [
      'Lighthouse mobile: LCP (median)',
      ms(m(app, 'lcp')),
      ms(m(baseline, 'lcp')),
      `<= 1.25x baseline (${lcpRatio.toFixed(2)}x)`,
      verdict(lcpRatio <= 1.25),
    ],
    [
      'Lighthouse mobile: TBT (median)',
      ms(m(app, 'tbt')),
      ms(m(baseline, 'tbt')),
      '<= 50 ms',
      verdict(m(app, 'tbt') <= 50),
    ],
    [
      'Lighthouse mobile: CLS (median)',
      m(app, 'cls').toFixed(3),
      m(baseline, 'cls').toFixed(3),
      '',
      '',
    ],
  ];
}
