import type { FirstPageRun } from './first-page';
import { SEARCH, type OverviewRun } from './overview';
import { median, ms, p90 } from './stats';

interface ReportInput {
  app: FirstPageRun[];
  baseline: FirstPageRun[];
  overview: OverviewRun[];
  caseCount: number;
}

type Row = [metric: string, app: string, baseline: string, target: string, met: string];

const pick = <T>(runs: T[], key: keyof T) => runs.map((run) => run[key] as number);
const verdict = (ok: boolean) => (ok ? 'yes' : 'NO');

/** Prints the table of medians (and p90 for the step change) and returns its rows. */
export function printReport({ app, baseline, overview, caseCount }: ReportInput): Row[] {
  const m = (runs: FirstPageRun[], key: keyof FirstPageRun) => median(pick(runs, key));
  const lcpRatio = m(app, 'lcp') / m(baseline, 'lcp');
  const stepRatio = m(app, 'stepChange') / m(baseline, 'stepChange');
  const open = median(pick(overview, 'interactiveAfterRead'));
  const typed = median(pick(overview, 'typeNine'));
  const clsApp = Math.max(...pick(app, 'cls'));
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
      `<= 1.2x baseline (${stepRatio.toFixed(2)}x)`,
      verdict(stepRatio <= 1.2),
    ],
    [
      'Continue -> next title painted (p90)',
      ms(p90(pick(app, 'stepChange'))),
      ms(p90(pick(baseline, 'stepChange'))),
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
    `\n${app.length} runs per page: 4x CPU slowdown, Slow 4G (562.5 ms RTT, 1.44 Mbit/s); overview unthrottled.`,
  );
  return rows;
}
