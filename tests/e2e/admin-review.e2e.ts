import type { Page } from 'playwright-core';
import {
  APPROVE_TEXT,
  caseRow,
  dialog,
  DENY_TEXT,
  overviewHeading,
  reviewHeading,
  rowStatus,
  showingLine,
  shownNames,
  storedStatus,
} from './support/admin';
import { describe, DESKTOP, expect, PHONE, test } from './support/fixtures';
import { isFocused } from './support/keyboard';
import { saveScreenshot } from './support/screenshots';

const COMPLETED_SEEDS = ['Michael Brown', 'Robert Anderson', 'Amanda Garcia'];

async function expectRowStatus(page: Page, name: string, status: string) {
  await expect.poll(() => rowStatus(page, name), { timeout: 5_000 }).toBe(status);
}

async function openReview(page: Page, name: string) {
  await page.getByRole('link', { name: `Review case of ${name}` }).click();
  await reviewHeading(page).waitFor();
}

describe('a reviewer works through cases', () => {
  test('logs in, searches, filters, cancels, denies and approves; the statuses hold after a reload and in a second tab', async ({
    page,
    context,
  }) => {
    // Login checks nothing and goes to the overview.
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await page.getByLabel('Username').fill('reviewer');
    await page.getByLabel('Password').fill('anything');
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await overviewHeading(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/case-overview');
    await showingLine(page, 10).waitFor();

    // Search by name.
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.fill('johnson');
    await showingLine(page, 1).waitFor();
    expect(await shownNames(page)).toEqual(['Sarah Johnson']);
    await search.fill('zzz');
    await showingLine(page, 0).waitFor();
    await page.getByText('No cases found', { exact: true }).waitFor();
    await search.fill('');
    await showingLine(page, 10).waitFor();

    // Filter by status: Completed cases carry the letter icon.
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.selectOption('Completed');
    await showingLine(page, 3).waitFor();
    expect(await shownNames(page)).toEqual(COMPLETED_SEEDS);
    for (const name of COMPLETED_SEEDS) {
      const letter = caseRow(page, name).getByRole('img', {
        name: 'Letter of Medical Necessity available',
      });
      expect(await letter.count()).toBe(1);
    }
    await status.selectOption('Denied');
    await showingLine(page, 1).waitFor();
    expect(await shownNames(page)).toEqual(['David Wilson']);
    await status.selectOption('All');
    await showingLine(page, 10).waitFor();
    expect(await rowStatus(page, 'Sarah Johnson')).toBe('Open');

    // Open a case, start to approve, cancel: nothing changes.
    await openReview(page, 'Sarah Johnson');
    expect(new URL(page.url()).pathname).toBe('/review/2');
    const approve = page.getByRole('button', { name: 'Approve', exact: true });
    await approve.click();
    const approveDialog = dialog(page, 'Approve Case');
    await approveDialog.getByText(APPROVE_TEXT, { exact: true }).waitFor();
    expect(await isFocused(approveDialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await approveDialog.getByRole('button', { name: 'Cancel' }).click();
    await approveDialog.waitFor({ state: 'hidden' });
    expect(await storedStatus(page, 2)).toBe('Open');

    // Deny it: back on the overview, Denied.
    await page.getByRole('button', { name: 'Deny', exact: true }).click();
    const denyDialog = dialog(page, 'Deny Case');
    await denyDialog.getByText(DENY_TEXT, { exact: true }).waitFor();
    await denyDialog.getByRole('button', { name: 'Deny', exact: true }).click();
    await overviewHeading(page).waitFor();
    await expectRowStatus(page, 'Sarah Johnson', 'Denied');
    expect(await storedStatus(page, 2)).toBe('Denied');

    // A denied case can be approved again.
    await openReview(page, 'Sarah Johnson');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await overviewHeading(page).waitFor();
    await expectRowStatus(page, 'Sarah Johnson', 'Completed');
    expect(await storedStatus(page, 2)).toBe('Completed');
    expect(
      await caseRow(page, 'Sarah Johnson')
        .getByRole('img', { name: 'Letter of Medical Necessity available' })
        .count(),
    ).toBe(1);

    // A reload keeps it.
    await page.reload();
    await overviewHeading(page).waitFor();
    await expectRowStatus(page, 'Sarah Johnson', 'Completed');
    await expectRowStatus(page, 'John Smith', 'Open');

    // A second tab sees the same statuses ...
    const second = await context.newPage();
    await second.goto('/review/2');
    await reviewHeading(second).waitFor();
    await second.getByText('Current status:').waitFor();
    expect(
      await second.getByText('Completed', { exact: true }).count(),
      'the second tab shows case 2 as Completed',
    ).toBeGreaterThan(0);

    // ... and a decision taken there reaches the first tab's open overview without a reload.
    await second.goto('/review/1');
    await reviewHeading(second).waitFor();
    await second.getByRole('button', { name: 'Deny', exact: true }).click();
    await dialog(second, 'Deny Case').getByRole('button', { name: 'Deny', exact: true }).click();
    await overviewHeading(second).waitFor();
    await expectRowStatus(second, 'John Smith', 'Denied');
    await expectRowStatus(page, 'John Smith', 'Denied');
    await expectRowStatus(page, 'Sarah Johnson', 'Completed');
  });
});

describe('screenshots of the admin screens', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} × ${viewport.height}`, async ({ page, consoleWatch }) => {
      consoleWatch.expectError(/non-existent route: \/does-not-exist/);
      await page.setViewportSize(viewport);

      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
      await saveScreenshot(page, 'admin-login');

      await page.goto('/case-overview');
      await showingLine(page, 10).waitFor();
      await saveScreenshot(page, 'admin-case-overview');

      await page.goto('/review/2');
      await page.getByRole('heading', { name: 'Basic Information' }).waitFor();
      await saveScreenshot(page, 'admin-review');

      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await dialog(page, 'Approve Case').waitFor();
      await saveScreenshot(page, 'admin-approve-dialog');
      await page.keyboard.press('Escape');
      await dialog(page, 'Approve Case').waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Deny', exact: true }).click();
      await dialog(page, 'Deny Case').waitFor();
      await saveScreenshot(page, 'admin-deny-dialog');
      await page.keyboard.press('Escape');
      await dialog(page, 'Deny Case').waitFor({ state: 'hidden' });

      await page.goto('/review/999');
      await page.getByRole('heading', { name: 'Case not found' }).waitFor();
      await saveScreenshot(page, 'admin-case-not-found');

      await page.goto('/does-not-exist');
      await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
      await saveScreenshot(page, 'not-found');
    });
  }
});
