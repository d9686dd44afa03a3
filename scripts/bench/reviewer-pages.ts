import type { LighthouseRun, LighthouseTarget } from './lighthouse';
import { median, ms } from './stats';

/** The reviewer pages the bench audits beside the patient's page: the overview and a case. */
const REVIEWER_PATHS = ['/case-overview', '/review/1'] as const;

/** Lighthouse's mobile score and total blocking time a reviewer page must reach. */
const REVIEWER_TARGETS = { score: 98, tbt: 50 } as const;

export type ReviewerMode = 'browser' | 'server';

export interface ReviewerPageRuns {
  path: (typeof REVIEWER_PATHS)[number];
  mode: ReviewerMode;
  runs: LighthouseRun[];
}

/** The reviewer pages of one served build, in one mode (server mode: signed in). */
function reviewerTargets(base: string, cookie?: string): LighthouseTarget[] {
  return REVIEWER_PATHS.map((path) =>
    cookie ? { url: `${base}${path}`, headers: { Cookie: cookie } } : `${base}${path}`,
  );
}

export type Build = 'this' | 'compared';

/**
 * The reviewer pages' places in the bench's one list of Lighthouse targets: added per build
 * and mode, read back per build once Lighthouse has run them all, interleaved.
 */
export class ReviewerAudit {
  private readonly sets: { build: Build; mode: ReviewerMode; at: number }[] = [];

  constructor(private readonly targets: LighthouseTarget[]) {}

  add(build: Build, mode: ReviewerMode, base: string, cookie?: string) {
    this.sets.push({ build, mode, at: this.targets.length });
    this.targets.push(...reviewerTargets(base, cookie));
  }

  get any(): boolean {
    return this.sets.length > 0;
  }

  pages(build: Build, results: readonly LighthouseRun[][]): ReviewerPageRuns[] {
    return this.sets
      .filter((set) => set.build === build)
      .flatMap(({ mode, at }) =>
        REVIEWER_PATHS.map((path, index) => ({ path, mode, runs: results[at + index] ?? [] })),
      );
  }
}

const m = (runs: LighthouseRun[], key: keyof LighthouseRun) => median(runs.map((run) => run[key]));

/** One line per page and mode: Lighthouse's medians against the targets. */
function reviewerRows(pages: readonly ReviewerPageRuns[]): string[][] {
  return pages.map(({ path, mode, runs }) => {
    const score = m(runs, 'score');
    const tbt = m(runs, 'tbt');
    const met = score >= REVIEWER_TARGETS.score && tbt <= REVIEWER_TARGETS.tbt;
    return [
      path,
      mode,
      String(score),
      ms(tbt),
      ms(m(runs, 'lcp')),
      ms(m(runs, 'fcp')),
      `score >= ${REVIEWER_TARGETS.score}, TBT <= ${REVIEWER_TARGETS.tbt} ms`,
      met ? 'yes' : 'NO',
    ];
  });
}

function markdownTable(head: string[], rows: string[][]): string {
  const widths = head.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Prints the reviewer pages' table; with a compared build, its figures beside this one's. */
export function printReviewerPages(
  pages: readonly ReviewerPageRuns[],
  compared: readonly ReviewerPageRuns[] = [],
  compareLabel = '',
): string[][] {
  const rows = reviewerRows(pages);
  const head = ['page', 'mode', 'score', 'TBT', 'LCP', 'FCP', 'target', 'met'];
  console.log(
    `\nReviewer pages, Lighthouse mobile (medians of ${pages[0]?.runs.length ?? 0} runs):\n`,
  );
  console.log(markdownTable(head, rows));
  if (compared.length > 0) {
    const before = reviewerRows(compared);
    console.log(`\nThe same pages of ${compareLabel}, in the same run:\n`);
    console.log(markdownTable(head, before));
  }
  return rows;
}
