import type { Page, Request } from 'playwright-core';
import { caseRow, dialog, overviewHeading, reviewHeading } from './support/admin';
import { describe, expect, PHONE, test, watchConsole } from './support/fixtures';
import { ANN, signedInPage, submitSurvey, withServer } from './support/server-journey';
import { samplePatient } from './support/survey';

/**
 * Runs before the page's own scripts: counts every use of Intl, whose first use in a page
 * loads its locale data in one long task (docs/decisions/2026-11-29-reviewer-pages-without-intl.md).
 */
function countIntl() {
  const uses: string[] = [];
  (window as unknown as { __intlUses: string[] }).__intlUses = uses;
  const constructors = [
    'NumberFormat',
    'DateTimeFormat',
    'Collator',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
    'DisplayNames',
    'Segmenter',
  ] as const;
  for (const name of constructors) {
    const original = Intl[name] as unknown as new (...args: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
      construct(target, args) {
        uses.push(`Intl.${name}`);
        return Reflect.construct(target, args) as object;
      },
    });
  }
  const methods: [object, string][] = [
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [Number.prototype, 'toLocaleString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [owner, name] of methods) {
    const original = (owner as Record<string, (...args: unknown[]) => unknown>)[name];
    Object.defineProperty(owner, name, {
      value: function (this: unknown, ...args: unknown[]) {
        uses.push(name);
        return original?.apply(this, args);
      },
    });
  }
}
const COUNT_INTL = `(${countIntl.toString()})();`;

const intlUses = (page: Page) =>
  page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses);

describe("the reviewer's desk loads without what can wait", () => {
  test('the overview and the review page load and render without touching Intl', async ({
    page,
  }) => {
    await page.addInitScript({ content: COUNT_INTL });
    await page.goto('/case-overview');
    await overviewHeading(page).waitFor();
    await caseRow(page, 'John Smith').waitFor();
    expect(await intlUses(page)).toEqual([]);

    await page.goto('/review/1');
    await reviewHeading(page).waitFor();
    await page.getByText('Basic Information').waitFor();
    expect(await intlUses(page)).toEqual([]);
  });

  test('the review page shows the case before its dialogs arrive, and they come all the same', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The dialogs' chunk is held until the case is on screen, as a slow network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/decision-dialogs-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/review/1');
    await page.getByText('Basic Information').waitFor();
    const approve = page.getByRole('button', { name: 'Approve', exact: true });
    expect(await approve.isEnabled()).toBe(true);

    // A reviewer who decides before the chunk is in sees the dialog as soon as it comes.
    await approve.click();
    release();
    await dialog(page, 'Approve Case').waitFor();
    expect(requested.some((path) => /\/decision-dialogs-[^/]*\.js$/.test(path))).toBe(true);
    await dialog(page, 'Approve Case').getByRole('button', { name: 'Cancel' }).click();
    await dialog(page, 'Approve Case').waitFor({ state: 'detached' });
    // Focus goes back to the button that opened it (SPEC §4).
    expect(await approve.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  test(
    "server mode: the reads the shell starts are the page's own, each asked once",
    { timeout: 240_000 },
    async ({ browser, consoleWatch }) => {
      await withServer('early-reads', 'ANN and WENDY', async ({ server }) => {
        const patient = await browser.newContext({ baseURL: server.url, viewport: PHONE });
        watchConsole(patient, consoleWatch);
        await submitSurvey(await patient.newPage(), samplePatient('Early Reader'));
        await patient.close();

        const page = await signedInPage(browser, server.url, ANN, consoleWatch);
        const href = await caseRow(page, 'Early Reader').getByRole('link').getAttribute('href');
        const pages: [string, () => Promise<void>][] = [
          ['/case-overview', () => caseRow(page, 'Early Reader').waitFor()],
          [href ?? '/review/none', () => page.getByText('Basic Information').waitFor()],
        ];
        for (const [path, shown] of pages) {
          const reads: string[] = [];
          const onRequest = (request: Request) => {
            const url = new URL(request.url());
            if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
              reads.push(url.pathname + url.search);
            }
          };
          page.on('request', onRequest);
          await page.goto(path);
          await shown();
          // Every read the shell started is taken by the app: none left over, none wasted.
          await page.waitForFunction(
            () =>
              (window as unknown as { __lmnEarlyReads?: Map<string, unknown> }).__lmnEarlyReads
                ?.size === 0,
            undefined,
            { timeout: 10_000 },
          );
          page.off('request', onRequest);
          // ... and the app asked none of them again: each address once.
          expect(reads.filter((read, index) => reads.indexOf(read) !== index)).toEqual([]);
          expect(reads).toContain('/api/session');
        }
      });
    },
  );
});
