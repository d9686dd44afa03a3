import type { Browser, Page } from 'playwright-core';
import { caseRow, dialog, overviewHeading, reviewHeading, rowStatus } from './support/admin';
import {
  describe,
  DESKTOP,
  expect,
  test,
  watchConsole,
  type ConsoleWatch,
} from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { E2E_TOTP_SECRET, enterFactorCode, WENDY, withServer } from './support/server-journey';
import { EXAMPLE_ANSWERS } from '../../machines/survey/survey.answer-examples';

/** The one complete set of answers, as a patient of that name and state. */
const answers = (name: string, state: string) => ({ ...EXAMPLE_ANSWERS, name, state });

async function submit(url: string, name: string, state: string): Promise<number> {
  const response = await fetch(`${url}/api/cases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'lmn' },
    body: JSON.stringify({ answers: answers(name, state) }),
  });
  return ((await response.json()) as { case: { id: number } }).case.id;
}

async function signIn(browser: Browser, url: string, watch: ConsoleWatch): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, viewport: DESKTOP });
  watchConsole(context, watch);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(WENDY.username);
  await page.getByLabel('Password').fill(WENDY.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Deciding needs a second factor: Wendy has one, and gives its code.
  await enterFactorCode(page, { username: WENDY.username, totpSecret: E2E_TOTP_SECRET });
  await overviewHeading(page).waitFor();
  return page;
}

async function approveOnReviewPage(page: Page) {
  await reviewHeading(page).waitFor();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await dialog(page, 'Approve Case').getByRole('button', { name: 'Approve', exact: true }).click();
  await overviewHeading(page).waitFor();
}

describe('the reviewer’s queue: licensed states only, waiting time, next open case', () => {
  test(
    'a Washington-only reviewer sees Washington cases, all with the filter off, and works through the queue',
    { timeout: 300_000 },
    async ({ browser, consoleWatch }) => {
      consoleWatch.expectError(/status of 401/);
      // WENDY is licensed in Washington only.
      await withServer('queue', 'ANN and WENDY', async ({ server }) => {
        await submit(server.url, 'Olive Oregon', 'Oregon');
        const first = await submit(server.url, 'Walt Washington', 'Washington');
        const second = await submit(server.url, 'Wilma Washington', 'Washington');
        const page = await signIn(browser, server.url, consoleWatch);

        // By default only Washington: Oregon's case is not listed.
        const filter = page.getByRole('checkbox', { name: 'Licensed states only' });
        expect(await filter.isChecked()).toBe(true);
        await page.getByText('Showing 2 cases').waitFor();
        expect(await caseRow(page, 'Olive Oregon').count()).toBe(0);
        await caseRow(page, 'Walt Washington').getByText('Waiting less than an hour').waitFor();
        await saveScreenshot(page, 'queue-licensed-only');

        // Turned off: every case, and the address says so.
        await filter.click();
        await page.getByText('Showing 3 cases').waitFor();
        await caseRow(page, 'Olive Oregon').waitFor();
        expect(new URL(page.url()).search).toBe('?licensed=all');
        await saveScreenshot(page, 'queue-all-states');
        await filter.click();
        await page.getByText('Showing 2 cases').waitFor();

        // Approve the oldest, then follow Next open case (by keyboard) to the next one.
        await caseRow(page, 'Walt Washington')
          .getByRole('link', { name: 'Review case of Walt Washington' })
          .click();
        await approveOnReviewPage(page);
        await expect
          .poll(() => rowStatus(page, 'Walt Washington'), { timeout: 10_000 })
          .toBe('Completed');
        const next = page.getByRole('button', { name: 'Next open case' });
        await next.focus();
        await saveScreenshot(page, 'queue-next-open-case');
        await page.keyboard.press('Enter');
        await reviewHeading(page).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/review/${second}`);
        await page.getByText(`Case ${second} · Wilma Washington`).waitFor();
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent))
          .toBe('Patient Review');
        expect(second).toBeGreaterThan(first);

        // The last one in Washington: Oregon's stays open, but it is not in her states.
        await approveOnReviewPage(page);
        await page.getByRole('button', { name: 'Next open case' }).click();
        await page.getByText('No open cases left in your states').waitFor();
        await saveScreenshot(page, 'queue-none-left');
        await page.context().close();
      });
    },
  );
});
