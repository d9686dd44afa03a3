import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per violation and per offending element, with what axe says to fix. */
function formatViolations(screen: string, violations: AxeResults['violations']): string {
  const lines = [`${violations.length} accessibility violation(s) on ${screen}:`];
  for (const violation of violations) {
    lines.push(
      ``,
      `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`,
      `  ${violation.helpUrl}`,
    );
    for (const node of violation.nodes) {
      lines.push(`  - ${node.target.join(' ')}`, `    ${node.html.slice(0, 300)}`);
      const summary = node.failureSummary?.replace(/\n/g, '\n      ');
      if (summary) lines.push(`      ${summary}`);
    }
  }
  return lines.join('\n');
}

/**
 * Waits for running CSS transitions and animations (not endless ones such as a spinner) to
 * finish, so colours are checked as they end up, not halfway through a fade.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe-core in the page itself, injected once per document (a route change keeps it), as
 * the Playwright integration's legacy mode does, but without injecting it again on every
 * scan; that integration's default mode also opens a blank page per scan to merge the
 * results of frames, and our pages have none. Details are kept for violations only; the
 * other results are still counted.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
  };
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions),
    options,
  );
}

/** Runs axe with the WCAG 2.0–2.2 A/AA rules and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await settleAnimations(page);
  const results = await runAxe(page);
  // A scan of a blank or half-loaded page passes nothing: that is no proof of accessibility.
  if (results.passes.length === 0) throw new Error(`axe checked nothing on ${screen}`);
  if (results.violations.length > 0) {
    throw new Error(formatViolations(screen, results.violations));
  }
}
