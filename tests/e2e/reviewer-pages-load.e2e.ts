import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/fixtures';
import { caseRow, dialog, overviewHeading, reviewHeading } from './support/admin';

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
});
