import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from './support/fixtures';
import { E2E_DIST_DIR } from './support/paths';
import {
  answerStep,
  continueButton,
  expectStep,
  samplePatient,
  stepHeading,
  titleOf,
} from './support/survey';

const FIRST_TITLE = titleOf('name');

/**
 * Runs before the page's own scripts: records every h1 the page ever shows (the parser's
 * included; not the next step's, rendered ahead out of sight) and every layout shift, so a
 * test can tell whether the prerendered title was kept by hydration, replaced, or shown where
 * it should not be.
 */
function watchPage() {
  const seen: { titles: string[]; first: Element | null; shift: number } = {
    titles: [],
    first: null,
    shift: 0,
  };
  (window as unknown as { __watch: typeof seen }).__watch = seen;
  new MutationObserver(() => {
    document.querySelectorAll('h1').forEach((h1) => {
      if (!h1.checkVisibility()) return;
      seen.first ??= h1;
      const text = h1.textContent ?? '';
      if (!seen.titles.includes(text)) seen.titles.push(text);
    });
  }).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
      seen.shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}
const WATCH_SCRIPT = `(${watchPage.toString()})();`;

type Watched = { titles: string[]; first: Element | null; shift: number };
const watched = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { __watch: Watched }).__watch;
    return {
      titles: seen.titles,
      keptFirstTitle: seen.first !== null && seen.first === document.querySelector('h1'),
      shift: seen.shift,
    };
  });

describe('the first step is prerendered into index.html', () => {
  test('the built index.html holds the question, the case-store tag and no inline script', () => {
    const html = readFileSync(join(E2E_DIST_DIR, 'index.html'), 'utf8');
    // (Checked with includes: a failure should not print the whole page.)
    expect(/<h1[^>]*>(?:(?!<\/h1>).)*What's your first and last name\?/.test(html)).toBe(true);
    expect(html.includes('<meta name="case-store" content="browser" />')).toBe(true);
    // Every script has a src: a Content-Security-Policy without 'unsafe-inline' holds.
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\bsrc=/.test(tag))).toBe(true);
    const shell = readFileSync(join(E2E_DIST_DIR, 'app.html'), 'utf8');
    expect(shell.includes(FIRST_TITLE)).toBe(false);
  });

  test('the entry loads React alone; the app comes in preloaded chunks of its own', () => {
    for (const file of ['index.html', 'app.html']) {
      const html = readFileSync(join(E2E_DIST_DIR, file), 'utf8');
      const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+)"/.exec(html)?.[1];
      expect(entry).toBeDefined();
      const code = readFileSync(join(E2E_DIST_DIR, entry ?? ''), 'utf8');
      // The entry itself is the boot: a few kilobytes, not the app.
      expect(code.length).toBeLessThan(10_000);
      // What the entry's module graph evaluates in its first task: React DOM, nothing of the app.
      const staticImports = [...code.matchAll(/\bimport\s*\{[^}]*\}\s*from\s*"\.\/([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(staticImports.every((name) => /^(react|rolldown-runtime)-/.test(name ?? ''))).toBe(
        true,
      );
      // The app's chunks download beside the entry, not after it.
      const preloaded = [
        ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([^"]+)"/g),
      ];
      const names = preloaded.map((match) => match[1] ?? '');
      for (const stage of ['first-page-styles-', 'first-page-components-', 'first-page-']) {
        expect(names.some((name) => name.startsWith(stage))).toBe(true);
      }
    }
  });

  test('the name question shows with JavaScript turned off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      expect(await stepHeading(page, 'name').isVisible()).toBe(true);
      expect(await page.getByPlaceholder('Enter your full name').isVisible()).toBe(true);
      expect(
        await page.getByText('Please note: you may not answer for someone else').isVisible(),
      ).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('hydration keeps the prerendered page: same nodes, no shift, no error', async ({ page }) => {
    await page.addInitScript({ content: WATCH_SCRIPT });
    await page.goto('/');
    // Interactive: typing enables Continue, which only the running app can do.
    await page.getByRole('textbox', { name: FIRST_TITLE }).fill('Ada Lovelace');
    await expect.poll(() => continueButton(page).isEnabled()).toBe(true);
    const seen = await watched(page);
    expect(seen.keptFirstTitle).toBe(true);
    expect(seen.titles).toHaveLength(1);
    expect(seen.titles[0]).toContain(FIRST_TITLE);
    expect(seen.shift).toBe(0);
    await continueButton(page).click();
    await expectStep(page, 'age');
    // The console watch of the fixture fails the test on any hydration mismatch.
  });

  test('a survey resumed after a reload opens at its saved step', async ({ page }) => {
    const answers = samplePatient('Rosa Resume');
    await page.goto('/');
    await answerStep(page, 'name', answers);
    await continueButton(page).click();
    await expectStep(page, 'age');
    await answerStep(page, 'age', answers);
    await continueButton(page).click();
    await expectStep(page, 'sex');

    await page.reload();
    await expectStep(page, 'sex', { focused: false });
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(page, 'age');
    expect(await page.getByRole('spinbutton', { name: titleOf('age') }).inputValue()).toBe('42');
  });

  for (const path of ['/case-overview', '/login', '/review/3', '/no/such/page']) {
    test(`a deep link to ${path} never shows the survey`, async ({ page, consoleWatch }) => {
      if (path === '/no/such/page') consoleWatch.expectError(/404 Error/);
      await page.addInitScript({ content: WATCH_SCRIPT });
      const response = await page.goto(path);
      expect(await response?.text()).not.toContain(FIRST_TITLE);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const seen = await watched(page);
      expect(seen.titles.some((title) => title.includes(FIRST_TITLE))).toBe(false);
    });
  }
});
