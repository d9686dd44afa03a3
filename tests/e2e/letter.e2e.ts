import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { caseRow, dialog, overviewHeading, reviewHeading, rowStatus } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import {
  describe,
  DESKTOP,
  expect,
  test,
  watchConsole,
  type ConsoleWatch,
} from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { ANN, signedInPage, WENDY, withServer } from './support/server-journey';
import { EXAMPLE_ANSWERS } from '../../machines/survey/survey.answer-examples';

// The one complete set of answers, as a patient of Oregon (Ann's licence) with two coded
// conditions and a BMI under obesity's.
const PATIENT = {
  ...EXAMPLE_ANSWERS,
  name: 'Jane Roe',
  state: 'Oregon',
  medicalConditions: ['Arthritis', 'Lower Back Pain'],
  height: `5'7"`,
  weight: '160',
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** What a plan administrator sees at the letter's address, in a browser of their own. */
async function verificationAnswer(browser: Browser, url: string, watch: ConsoleWatch) {
  const context = await browser.newContext({ viewport: DESKTOP });
  watchConsole(context, watch);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Letter verification' }).waitFor();
    const answer = page.getByRole('status').filter({ hasText: /letter/ });
    await answer.waitFor();
    const text = (await answer.textContent()) ?? '';
    return { text, page: (await page.locator('main').textContent()) ?? '', context };
  } finally {
    await context.close();
  }
}

describe('the letter: a licensed reviewer approves, the PDF verifies, a Deny revokes it', () => {
  test(
    'Oregon approves with one code corrected, downloads and verifies the PDF, denies; Washington cannot decide',
    { timeout: 300_000 },
    async ({ browser, consoleWatch }) => {
      // Chromium logs 401 (before sign-in), 403 (out of state) and 404 answers as console errors.
      consoleWatch.expectError(/status of (401|403|404)/);
      await withServer('letter', 'ANN and WENDY', async ({ server, dataDir }) => {
        const submitted = await fetch(`${server.url}/api/cases`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'lmn' },
          body: JSON.stringify({ answers: PATIENT }),
        });
        const caseId = ((await submitted.json()) as { case: { id: number } }).case.id;

        // Washington only: the Oregon case is not shown to her (its answers neither), and the API
        // refuses a decision.
        const wendy = await signedInPage(browser, server.url, WENDY, consoleWatch);
        await wendy.goto(`/review/${caseId}`);
        await reviewHeading(wendy).waitFor();
        await wendy.getByText('You are not licensed in Oregon').first().waitFor();
        expect(await wendy.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
        expect(await wendy.getByRole('button', { name: 'Deny', exact: true }).count()).toBe(0);
        const refused = await wendy.request.post(`/api/cases/${caseId}/decision`, {
          headers: { 'X-Requested-With': 'lmn' },
          data: { decision: 'deny', expectedStatus: 'Open', reason: 'not-eligible-in-state' },
        });
        expect(refused.status()).toBe(403);
        expect(await refused.json()).toEqual({ error: 'You are not licensed in Oregon' });
        await saveScreenshot(wendy, 'letter-review-not-licensed');
        await wendy.context().close();

        // Oregon: approves with the lower back pain code corrected.
        const ann = await signedInPage(browser, server.url, ANN, consoleWatch);
        await caseRow(ann, PATIENT.name)
          .getByRole('link', { name: `Review case of ${PATIENT.name}` })
          .click();
        await reviewHeading(ann).waitFor();
        await ann.getByRole('button', { name: 'Approve', exact: true }).click();
        const approve = dialog(ann, 'Approve Case');
        const code = approve.getByLabel('Code for Lower Back Pain');
        expect(await code.inputValue()).toBe('M54.50');
        expect(await approve.getByLabel('Code for Arthritis').inputValue()).toBe('M19.90');
        expect(await approve.getByLabel('Recommended product').inputValue()).toBe(
          'Stationary exercise bike (indoor cycling)',
        );
        await code.fill('M54,59');
        await approve.getByText(/An ICD-10-CM code is a letter/).waitFor();
        await code.fill('M54.59');
        await expectNoAxeViolations(ann, 'approve dialog with the letter');
        await saveScreenshot(ann, 'letter-approve-dialog');
        await approve.getByRole('button', { name: 'Approve', exact: true }).click();
        await overviewHeading(ann).waitFor();
        await expect
          .poll(() => rowStatus(ann, PATIENT.name), { timeout: 10_000 })
          .toBe('Completed');

        // The LMN icon opens the letter; its PDF carries the letter's fields.
        await caseRow(ann, PATIENT.name)
          .getByRole('link', { name: /letter/i })
          .click();
        await ann.getByRole('heading', { level: 1, name: `Letter of case ${caseId}` }).waitFor();
        expect(pathOf(ann)).toBe(`/letters/${caseId}`);
        await ann.getByText('Electronically signed by Ann Lee, MD', { exact: false }).waitFor();
        await expectNoAxeViolations(ann, 'letter page');
        await saveScreenshot(ann, 'letter-page');
        // The link's own address, fetched with the reviewer's session as the browser would.
        const href = await ann.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
        expect(href).toBe(`/api/letters/${caseId}/pdf`);
        const pdf = await ann.request.get(href!);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['cache-control']).toBe('no-store');
        const pdfPath = join(dataDir, 'letter.pdf');
        writeFileSync(pdfPath, await pdf.body());
        const { stdout } = await promisify(execFile)('pdftotext', ['-layout', pdfPath, '-']);
        const text = stdout.replace(/\s+/g, ' ');
        for (const field of [
          'Letter of Medical Necessity',
          'Jane Roe',
          'Arthritis: M19.90',
          'Lower Back Pain: M54.59',
          'Stationary exercise bike (indoor cycling)',
          '30 minutes a day, 5 days a week',
          'NPI: 1234567893',
          'State licence: Oregon',
          'Electronically signed by Ann Lee, MD on',
        ])
          expect(text).toContain(field);
        expect(text).not.toContain('M54.50');
        const verifyUrl = /(http:\/\/\S+\/verify\/[A-Za-z0-9_-]{22,})/.exec(text)?.[1];
        expect(verifyUrl).toBeDefined();

        const valid = await verificationAnswer(browser, verifyUrl!, consoleWatch);
        expect(valid.text).toContain('This letter is valid.');
        expect(valid.page).toContain('Ann Lee, MD');
        expect(valid.page).toContain('Letter no.');
        expect(valid.page).not.toContain('Jane');
        expect(valid.page).not.toContain('Arthritis');

        // A later Deny revokes the letter at the same address.
        await ann.goto(`/review/${caseId}`);
        await reviewHeading(ann).waitFor();
        await ann.getByRole('button', { name: 'Deny', exact: true }).click();
        const denyDialog = dialog(ann, 'Deny Case');
        // Server mode: a denial carries the reason the patient is shown.
        await denyDialog
          .getByRole('radio', { name: 'More information from your own doctor is needed' })
          .check();
        await denyDialog.getByRole('button', { name: 'Deny', exact: true }).click();
        await overviewHeading(ann).waitFor();
        await expect.poll(() => rowStatus(ann, PATIENT.name), { timeout: 10_000 }).toBe('Denied');
        const revoked = await verificationAnswer(browser, verifyUrl!, consoleWatch);
        expect(revoked.text).toContain('This letter was revoked and is no longer valid.');
        await ann.context().close();
      });
    },
  );
});
