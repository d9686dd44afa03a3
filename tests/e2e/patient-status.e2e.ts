import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { caseRow, dialog, overviewHeading, reviewHeading, showingLine } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { describe, DESKTOP, expect, PHONE, test, watchConsole } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { ANN, signIn, submitSurvey, withServer } from './support/server-journey';
import { giveLastName, LAST_NAME_ASKED } from './support/status-check';
import { samplePatient } from './support/survey';

// Texts of the product's status page and denial reasons, written here from its description.
const KEEP_LINK = 'Keep this link to check your request';
const NOT_FOUND = 'We could not find a request for this link';
const WRONG_NAME =
  'That last name does not match this request. Type it as you gave it in the questionnaire.';
const REASON = 'More information from your own doctor is needed';
const DOWNLOAD = 'Download your letter (PDF)';
// The validity as the page words it: "Valid from November 24, 2026 until November 24, 2027."
const VALIDITY = /^Valid from ([A-Z][a-z]+ \d{1,2}, \d{4}) until ([A-Z][a-z]+ \d{1,2}, \d{4})\.$/;

async function openCase(page: Page, name: string) {
  await page.goto('/case-overview');
  await overviewHeading(page).waitFor();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  await showingLine(page, 1).waitFor();
  await caseRow(page, name)
    .getByRole('link', { name: `Review case of ${name}` })
    .click();
  await reviewHeading(page).waitFor();
}

const outcome = (page: Page, label: string) =>
  page.getByRole('status').getByRole('heading', { level: 2, name: label });

describe('server mode: a patient follows the request at a private link', () => {
  test(
    'submits and copies the link; a denial with its reason, then an approval, show on the open page',
    { timeout: 300_000 },
    async ({ browser, consoleWatch }) => {
      // The unknown link's lookup answers 404, the link before the last name 401 and a wrong
      // name 403, which Chromium logs.
      consoleWatch.expectError(/status of (401|403|404)/);
      const patient = samplePatient('Imogen Status-Page');
      // Deciding the patient's Oregon case needs a licence there (ANN); an approval signs a letter.
      await withServer('status', 'ANN and WENDY', async ({ server, dataDir }) => {
        // The patient submits on a phone and copies the link.
        const phone = await browser.newContext({ baseURL: server.url, viewport: PHONE });
        await phone.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: server.url,
        });
        watchConsole(phone, consoleWatch);
        const thankYou = await phone.newPage();
        await submitSurvey(thankYou, patient);
        await thankYou.getByRole('heading', { name: KEEP_LINK }).waitFor();
        await thankYou.getByRole('button', { name: 'Copy link' }).click();
        await thankYou.getByRole('status').filter({ hasText: 'Link copied.' }).waitFor();
        const copied = await thankYou.evaluate(() => navigator.clipboard.readText());
        expect(copied).toMatch(new RegExp(`^${server.url}/status/[A-Za-z0-9_-]{43}$`));
        await expectNoAxeViolations(thankYou, 'thank-you with the status link');
        await saveScreenshot(thankYou, 'status-thank-you-link');
        // A reload of the tab shows the same link again.
        await thankYou.reload();
        await thankYou.getByRole('link', { name: copied }).waitFor();
        await phone.close();

        // Later, in another browser: the link alone opens the request.
        const laptop = await browser.newContext({
          baseURL: server.url,
          viewport: DESKTOP,
          acceptDownloads: true,
        });
        watchConsole(laptop, consoleWatch);
        // The page's clock runs on as usual; an update is fetched at once by moving it on by
        // the page's polling interval (STATUS_POLL_INTERVAL_MS, 5 s) instead of waiting for it.
        await laptop.clock.install();
        const nextPoll = () => statusPage.clock.fastForward(5_000);
        const statusPage = await laptop.newPage();
        await statusPage.goto(copied);
        // First the patient's last name: nothing of the request shows before it.
        await statusPage.getByRole('heading', { level: 1, name: LAST_NAME_ASKED }).waitFor();
        await expect
          .poll(() => statusPage.evaluate(() => document.activeElement?.textContent))
          .toBe(LAST_NAME_ASKED);
        expect(await statusPage.getByRole('status').count()).toBe(0);
        await expectNoAxeViolations(statusPage, 'status page asking the last name');
        await saveScreenshot(statusPage, 'status-last-name');
        // A wrong name, by keyboard: one alert, and the page still asks.
        await statusPage.keyboard.press('Tab');
        await statusPage.keyboard.type('Status');
        await statusPage.keyboard.press('Enter');
        await statusPage.getByRole('alert').filter({ hasText: WRONG_NAME }).waitFor();
        await expectNoAxeViolations(statusPage, 'status page after a wrong last name');
        await saveScreenshot(statusPage, 'status-wrong-last-name');
        // Its case and accents do not matter.
        await giveLastName(statusPage, 'STATUS-PAGE');
        await outcome(statusPage, 'In review').waitFor();
        expect(await statusPage.title()).toMatch(/^Your request/);
        // Opened from the link (a full load): the page's heading takes focus.
        await expect
          .poll(() => statusPage.evaluate(() => document.activeElement?.textContent))
          .toBe('Your request');
        await expect.poll(() => statusPage.getByText(patient.name).count()).toBe(0);
        await expectNoAxeViolations(statusPage, 'status page in review');
        await saveScreenshot(statusPage, 'status-in-review');

        // A reviewer denies it with a reason and a note.
        const reviewer = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
        watchConsole(reviewer, consoleWatch);
        const review = await reviewer.newPage();
        await review.goto('/login');
        await signIn(review, ANN);
        await openCase(review, patient.name);
        await review.getByRole('button', { name: 'Deny', exact: true }).click();
        const denyDialog = dialog(review, 'Deny Case');
        const confirmDeny = denyDialog.getByRole('button', { name: 'Deny', exact: true });
        expect(await confirmDeny.isDisabled()).toBe(true);
        await denyDialog.getByRole('radio', { name: REASON }).check();
        await denyDialog
          .getByLabel('Note to the patient (optional)')
          .fill('Please ask your doctor about your knee.');
        await saveScreenshot(review, 'status-deny-dialog-reason');
        await confirmDeny.click();
        await overviewHeading(review).waitFor();

        // The patient's open page shows it without a reload.
        await nextPoll();
        await outcome(statusPage, 'Not approved').waitFor({ timeout: 15_000 });
        await statusPage.getByText('Please ask your doctor about your knee.').waitFor();
        await statusPage.getByText(/needs more information from your own doctor/).waitFor();
        await expectNoAxeViolations(statusPage, 'status page not approved');
        await saveScreenshot(statusPage, 'status-not-approved');

        // The reviewer then approves; the open page follows.
        await openCase(review, patient.name);
        await review.getByRole('button', { name: 'Approve', exact: true }).click();
        await dialog(review, 'Approve Case')
          .getByRole('button', { name: 'Approve', exact: true })
          .click();
        await overviewHeading(review).waitFor();
        await nextPoll();
        await outcome(statusPage, 'Approved').waitFor({ timeout: 15_000 });
        const download = statusPage.getByRole('link', { name: DOWNLOAD });
        await download.waitFor();
        const validity = (await statusPage.getByText(VALIDITY).textContent()) ?? '';
        const [, validFrom, validUntil] = VALIDITY.exec(validity) ?? [];
        expect(validFrom).toBeDefined();
        // 12 months: the same day a year later (29 February aside).
        expect(validUntil?.replace(/\d{4}$/, '')).toBe(validFrom?.replace(/\d{4}$/, ''));
        expect(Number(validUntil?.slice(-4))).toBe(Number(validFrom?.slice(-4)) + 1);
        await expectNoAxeViolations(statusPage, 'status page approved');
        await saveScreenshot(statusPage, 'status-approved');

        // The link downloads the signed letter: a PDF with the patient's name and its dates.
        const [file] = await Promise.all([statusPage.waitForEvent('download'), download.click()]);
        expect(file.suggestedFilename()).toMatch(/^[a-z0-9-]+\.pdf$/);
        const pdfPath = join(dataDir, 'patient-letter.pdf');
        await file.saveAs(pdfPath);
        expect(readFileSync(pdfPath).subarray(0, 4).toString()).toBe('%PDF');
        const { stdout } = await promisify(execFile)('pdftotext', ['-layout', pdfPath, '-']);
        const text = stdout.replace(/\s+/g, ' ');
        expect(text).toContain(patient.name);
        expect(text).toContain(`Date of issue ${validFrom}`);
        expect(text).toContain(`Valid until ${validUntil}`);

        // A link that matches nothing: the same answer as a malformed one.
        await statusPage.goto(`/status/${'A'.repeat(43)}`);
        await statusPage.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor();
        await saveScreenshot(statusPage, 'status-not-found');
        await statusPage.goto('/status/not-a-token');
        await statusPage.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor();
        await reviewer.close();
        await laptop.close();
      });
    },
  );
});
