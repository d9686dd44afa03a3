import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { dialog, overviewHeading, reviewHeading } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { describe, DESKTOP, expect, test, watchConsole } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { giveLastName } from './support/status-check';
import { ANN, signedInPage, withServer } from './support/server-journey';
import { EXAMPLE_ANSWERS } from '../../machines/survey/survey.answer-examples';

// The product's words, written here from the issue.
const EXACT = /^This file is exactly the letter issued on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/;
const NOT_ISSUED = 'This file is not the letter we issued: it was changed or it is another letter.';
const DOWNLOAD = 'Download your letter (PDF)';

// The one complete set of answers, as a patient of Oregon with one coded condition.
const PATIENT = {
  ...EXAMPLE_ANSWERS,
  name: 'Zoë Roe',
  state: 'Oregon',
  medicalConditions: ['Arthritis'],
  height: `5'7"`,
  weight: '160',
};

/** Drops `bytes` as a PDF on the page's drop zone, as a reader dragging the file would. */
async function dropFile(page: Page, zone: Locator, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle((base64) => {
    const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([data], 'letter.pdf', { type: 'application/pdf' }));
    return transfer;
  }, bytes.toString('base64'));
  await zone.dispatchEvent('drop', { dataTransfer });
}

describe('a signed letter, recognised byte for byte at its verify page', () => {
  test(
    'the patient downloads the approved letter; a plan checks that file, a changed copy and the details',
    { timeout: 300_000 },
    async ({ browser, consoleWatch }) => {
      // Chromium logs the 401 before sign-in and the wrong last name's 404 as console errors.
      consoleWatch.expectError(/status of (401|404)/);
      await withServer('verify', 'ANN and WENDY', async ({ server, dataDir }) => {
        const submitted = await fetch(`${server.url}/api/cases`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'lmn' },
          body: JSON.stringify({ answers: PATIENT }),
        });
        const { case: created, statusToken } = (await submitted.json()) as {
          case: { id: number };
          statusToken: string;
        };

        // The reviewer approves.
        const ann = await signedInPage(browser, server.url, ANN, consoleWatch);
        await ann.goto(`/review/${created.id}`);
        await reviewHeading(ann).waitFor();
        await ann.getByRole('button', { name: 'Approve', exact: true }).click();
        await dialog(ann, 'Approve Case')
          .getByRole('button', { name: 'Approve', exact: true })
          .click();
        await overviewHeading(ann).waitFor();

        // The patient downloads the PDF through the status link.
        const patient = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
        watchConsole(patient, consoleWatch);
        const statusPage = await patient.newPage();
        await statusPage.goto(`${server.url}/status/${statusToken}`);
        await giveLastName(statusPage, 'Roe');
        const link = statusPage.getByRole('link', { name: DOWNLOAD });
        const [download] = await Promise.all([statusPage.waitForEvent('download'), link.click()]);
        const pdfPath = join(dataDir, 'downloaded.pdf');
        await download.saveAs(pdfPath);
        const pdf = readFileSync(pdfPath);
        const reviewers = await ann.request.get(`/api/letters/${created.id}/pdf`);
        expect(Buffer.compare(await reviewers.body(), pdf)).toBe(0);
        const { stdout: signature } = await promisify(execFile)('pdfsig', [pdfPath]);
        expect(signature).toContain('Signature is Valid.');
        expect(signature).toContain('Total document signed');
        const { stdout: text } = await promisify(execFile)('pdftotext', [pdfPath, '-']);
        const verifyUrl = /(http:\/\/\S+\/verify\/[A-Za-z0-9_-]{22,})/.exec(text)?.[1];
        expect(verifyUrl?.startsWith(`${server.url}/verify/`)).toBe(true);
        await patient.close();
        await ann.context().close();

        // A plan administrator, in a browser of their own, opens the printed address.
        const plan = await browser.newContext({ viewport: DESKTOP });
        watchConsole(plan, consoleWatch);
        const page = await plan.newPage();
        await page.goto(verifyUrl!);
        await page.getByRole('heading', { level: 1, name: 'Letter verification' }).waitFor();
        await page.getByRole('status').filter({ hasText: 'This letter is valid.' }).waitFor();
        expect(await page.getByText(PATIENT.name).count()).toBe(0);

        const zone = page.getByText('Drop the PDF you received here');
        const fileAnswer = page.getByRole('status').filter({ hasText: /This file/ });
        await dropFile(page, zone, pdf);
        await expect
          .poll(async () => (await fileAnswer.textContent())?.replace('letter.pdf', ''))
          .toMatch(EXACT);
        await saveScreenshot(page, 'verify-file-exact');

        const changed = Buffer.from(pdf);
        const at = changed.indexOf('/Subject');
        changed[at + 1] = 's'.charCodeAt(0);
        await dropFile(page, zone, changed);
        await fileAnswer.filter({ hasText: NOT_ISSUED }).waitFor();

        // The details, after the last name typed without its accent and in capitals.
        await page.getByLabel('Patient’s last name').fill('ROE');
        await page.getByRole('button', { name: 'Show details' }).click();
        const letter = page.getByRole('article', { name: 'Letter of Medical Necessity' });
        await letter.getByText(PATIENT.name).waitFor();
        await letter.getByText('Arthritis: M19.90').waitFor();
        await letter.getByText('Intervention start date').waitFor();
        await expectNoAxeViolations(page, 'verify page with a checked file and the details');
        await saveScreenshot(page, 'verify-details');
        await plan.close();
      });
    },
  );
});
