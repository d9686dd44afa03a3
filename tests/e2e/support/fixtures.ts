import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { CHROME_ARGS } from './chrome';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;

/** What the pages of one test logged as errors or threw, with the ones the test expects. */
export class ConsoleWatch {
  readonly problems: string[] = [];
  private readonly expected: RegExp[] = [];

  record(problem: string) {
    this.problems.push(problem);
  }

  /** The test expects a log line like this one (the 404 page, corrupt storage): it must come. */
  expectError(pattern: RegExp) {
    this.expected.push(pattern);
  }

  /** Throws when anything unexpected was logged or thrown, or something expected never came. */
  verify() {
    const unexpected = this.problems.filter((p) => !this.expected.some((e) => e.test(p)));
    const missing = this.expected.filter((e) => !this.problems.some((p) => e.test(p)));
    const report: string[] = [];
    if (unexpected.length > 0) {
      report.push(
        'Unexpected console.error or uncaught exception:',
        ...unexpected.map((p) => `  - ${p}`),
      );
    }
    if (missing.length > 0) {
      report.push('Expected console.error never logged:', ...missing.map((e) => `  - ${e}`));
    }
    if (report.length > 0) throw new Error(report.join('\n'));
  }
}

/** Records every console.error and uncaught exception of the context's pages. */
export function watchConsole(context: BrowserContext, consoleWatch: ConsoleWatch) {
  context.on('console', (message) => {
    if (message.type() === 'error') {
      consoleWatch.record(`console.error on ${message.page()?.url() ?? '?'}: ${message.text()}`);
    }
  });
  context.on('weberror', (webError) => {
    consoleWatch.record(
      `uncaught exception on ${webError.page()?.url() ?? '?'}: ${webError.error().stack ?? webError.error().message}`,
    );
  });
}

interface E2EFixtures {
  baseURL: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  consoleWatch: ConsoleWatch;
}

// Fixtures hand their value to the test through `run` (Vitest calls it `use`, a name the
// React hooks lint rule would take for React's `use`).
/**
 * One Chromium per test file; every test gets a fresh context (own storage) and a page at
 * 1280 × 800, and fails when any page of its context logs a console.error or throws.
 */
export const test = base.extend<E2EFixtures>({
  baseURL: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, run) => run(inject('baseURL')),
    { scope: 'file' },
  ],
  browser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, run) => {
      const browser = await chromium.launch({
        executablePath: inject('chromePath'),
        args: CHROME_ARGS,
      });
      await run(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  // eslint-disable-next-line no-empty-pattern
  consoleWatch: async ({}, run) => {
    await run(new ConsoleWatch());
  },
  context: async ({ browser, baseURL, consoleWatch }, run) => {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP });
    context.setDefaultTimeout(10_000);
    watchConsole(context, consoleWatch);
    await run(context);
    await context.close();
    consoleWatch.verify();
  },
  page: async ({ context }, run) => {
    await run(await context.newPage());
  },
});

export { describe, expect } from 'vitest';
