import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { ConsoleWatch, DESKTOP, watchConsole } from './fixtures';

/** Runs axe on the screen as it is now; `expectError`: a console.error this screen must log. */
export type Scan = (
  key: string,
  screen: string,
  options?: { expectError?: RegExp },
) => Promise<void>;

/** What one walk found on each screen it scanned, for one test per screen to report. */
export interface WalkScans {
  /** Throws what axe or the console found on this screen, or why the walk never got to it. */
  expectClean(key: string): void;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Walks several screens in one fresh browser context, as a person would go from one to the
 * next, and scans each on the way: one walk instead of one walk per screen. A failing scan
 * is kept for its screen's test and the walk goes on; a failing step of the walk itself
 * stops it, and every screen after it reports why. Console errors (and uncaught exceptions)
 * count against the screen they came up on, as each screen's own test would have counted
 * them.
 */
export async function walkAndScan(
  browser: Browser,
  baseURL: string,
  walk: (page: Page, scan: Scan) => Promise<void>,
): Promise<WalkScans> {
  const found = new Map<string, string | null>();
  const watch = new ConsoleWatch();
  let reported = 0;
  let stopped: string | undefined;

  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  context.setDefaultTimeout(10_000);
  watchConsole(context, watch);

  const scan: Scan = async (key, screen, { expectError } = {}) => {
    const problems: string[] = [];
    try {
      await expectNoAxeViolations(page, screen);
    } catch (error) {
      problems.push(message(error));
    }
    const logged = watch.problems.slice(reported);
    reported = watch.problems.length;
    const unexpected = logged.filter((line) => !expectError?.test(line));
    if (unexpected.length > 0) {
      problems.push(
        `Unexpected console.error or uncaught exception on ${screen}:`,
        ...unexpected.map((line) => `  - ${line}`),
      );
    }
    if (expectError && !logged.some((line) => expectError.test(line))) {
      problems.push(`Expected console.error never logged on ${screen}: ${String(expectError)}`);
    }
    found.set(key, problems.length > 0 ? problems.join('\n') : null);
  };

  const page = await context.newPage();
  try {
    await walk(page, scan);
  } catch (error) {
    stopped = message(error);
  } finally {
    await context.close();
  }
  // Anything logged after the last scan counts against the last screen scanned.
  const late = watch.problems.slice(reported);
  const last = [...found.keys()].at(-1);
  if (late.length > 0 && last !== undefined) {
    const lines = [`Console errors after the scan of ${last}:`, ...late.map((l) => `  - ${l}`)];
    found.set(last, [found.get(last), ...lines].filter(Boolean).join('\n'));
  }

  return {
    expectClean(key) {
      if (!found.has(key)) {
        throw new Error(`The walk stopped before scanning ${key}: ${stopped ?? 'never asked to'}`);
      }
      const problems = found.get(key);
      if (problems) throw new Error(problems);
    },
  };
}
