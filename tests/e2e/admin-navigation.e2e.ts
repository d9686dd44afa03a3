import type { Page } from 'playwright-core';
import {
  casesTable,
  dialog,
  overviewHeading,
  reviewHeading,
  showingLine,
  shownNames,
} from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { expectFocusOnHeading } from './support/keyboard';

const BRAND = 'Partner × Provider';

async function expectTitle(page: Page, title: string) {
  await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${title} - ${BRAND}`);
}

/** 10 000 stored cases: the seeded ten first, then generated ones. */
async function storeManyCases(page: Page) {
  await page.evaluate(() => {
    const statuses = ['Open', 'Completed', 'Denied'];
    const cases = Array.from({ length: 10_000 }, (_, i) => ({
      id: i + 1,
      name: `Patient ${String(i + 1).padStart(5, '0')}`,
      status: statuses[i % 3],
      dateSubmitted: `2024-0${(i % 9) + 1}-1${i % 10}`,
    }));
    window.localStorage.setItem('cases', JSON.stringify(cases));
  });
}

describe('admin routes: titles, focus and announcements', () => {
  test('each admin route and the 404 page set their own title', async ({ page, consoleWatch }) => {
    consoleWatch.expectError(/non-existent route: \/nowhere/);
    await page.goto('/login');
    await expectTitle(page, 'Admin Login');
    await page.goto('/case-overview');
    await expectTitle(page, 'Case Overview');
    await page.goto('/review/4');
    await page.getByText('Case 4 · Emily Davis', { exact: false }).waitFor();
    await expectTitle(page, 'Review of case 4');
    expect(await page.title()).not.toContain('Emily');
    await page.goto('/review/999');
    await expectTitle(page, 'Case 999 not found');
    await page.goto('/nowhere');
    await expectTitle(page, 'Page not found');
  });

  test('focus lands on the heading after Login, Review, a decision and Back to Overview; the decision is announced', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    // The first page load leaves focus where the browser puts it.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

    await page.getByLabel('Username').fill('reviewer');
    await page.getByLabel('Password').fill('anything');
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, 'Case Overview');

    await page.getByRole('link', { name: 'Review case of Emily Davis' }).click();
    await expectFocusOnHeading(page, 'Patient Review');

    await page.getByRole('link', { name: 'Back to Overview' }).click();
    await expectFocusOnHeading(page, 'Case Overview');

    await page.getByRole('link', { name: 'Review case of Emily Davis' }).click();
    await reviewHeading(page).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog(page, 'Approve Case')
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await expectFocusOnHeading(page, 'Case Overview');

    const notice = page.getByRole('status').filter({ hasText: 'Case 4 approved' });
    await notice.waitFor();
    expect(await notice.getAttribute('aria-live')).toBe('polite');
    // Nothing about the patient is left in the browser's history.
    expect(JSON.stringify(await page.evaluate(() => window.history.state))).not.toContain('Emily');
    await expectNoAxeViolations(page, 'case overview with a decision announced');

    // A reload does not announce it again.
    await page.reload();
    await overviewHeading(page).waitFor();
    await showingLine(page, 10).waitFor();
    expect(await page.getByText('Case 4 approved').count()).toBe(0);
  });

  test('a denial is announced as "Case 2 denied"', async ({ page }) => {
    await page.goto('/review/2');
    await reviewHeading(page).waitFor();
    await page.getByRole('button', { name: 'Deny', exact: true }).click();
    await dialog(page, 'Deny Case').getByRole('button', { name: 'Deny', exact: true }).click();
    await expectFocusOnHeading(page, 'Case Overview');
    await page.getByRole('status').filter({ hasText: 'Case 2 denied' }).waitFor();
  });
});

describe('the overview search keeps every keystroke', () => {
  test('typing "emily davis" with no delay keeps the text and shows the case', async ({ page }) => {
    await page.goto('/case-overview');
    await showingLine(page, 10).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    const entries = await page.evaluate(() => window.history.length);
    await search.click();
    await page.keyboard.type('emily davis', { delay: 0 });
    expect(await search.inputValue()).toBe('emily davis');
    await showingLine(page, 1).waitFor();
    expect(await shownNames(page)).toEqual(['Emily Davis']);
    await expect.poll(() => new URL(page.url()).search).toBe('?q=emily+davis');
    // The address followed by replacing its entry: Back leaves the overview in one step.
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
  });
});

describe('the overview with 10 000 cases', () => {
  test('shows rows with the list size for screen readers and finds one by search', async ({
    page,
  }) => {
    await page.goto('/login');
    await storeManyCases(page);
    await page.goto('/case-overview');
    await showingLine(page, 10_000).waitFor();
    const table = casesTable(page);
    expect(await table.getAttribute('aria-rowcount')).toBe('10001');
    const names = await shownNames(page);
    expect(names[0]).toBe('Patient 00001');
    expect(names.length).toBeLessThan(80);
    await expectNoAxeViolations(page, 'case overview with 10 000 cases');

    // Scrolling the list shows later rows, numbered in the whole list.
    await page.getByRole('region', { name: 'Case list' }).evaluate((el) => {
      el.scrollTop = 57 * 4000;
    });
    await expect
      .poll(async () => Number((await shownNames(page))[0]?.replace('Patient ', '')))
      .toBeGreaterThan(3000);
    // Each shown row knows its place: Patient N is row N + 1 (the header is row 1).
    for (const row of (await table.getByRole('row').all()).slice(1, 6)) {
      const name = (await row.getByRole('rowheader').textContent()) ?? '';
      const position = Number(name.replace('Patient ', '')) + 1;
      expect(await row.getAttribute('aria-rowindex')).toBe(String(position));
    }

    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.click();
    await page.keyboard.type('patient 09876', { delay: 0 });
    expect(await search.inputValue()).toBe('patient 09876');
    await showingLine(page, 1).waitFor();
    expect(await shownNames(page)).toEqual(['Patient 09876']);
    expect(await table.getAttribute('aria-rowcount')).toBe('2');
  });
});
