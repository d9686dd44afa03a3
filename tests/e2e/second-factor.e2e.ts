import type { Page } from 'playwright-core';
import { EXAMPLE_ANSWERS } from '../../machines/survey/survey.answer-examples';
import { totpCode } from '../../server/second-factor/totp';
import { caseRow, dialog, overviewHeading, reviewHeading, rowStatus } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { describe, DESKTOP, expect, test, watchConsole } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import {
  currentCode,
  enterFactorCode,
  licensedReviewer,
  signIn,
  submitSignIn,
  withServer,
  type ReviewerAccount,
} from './support/server-journey';

/** Licensed in Oregon, and without a second factor until she sets one up on the way. */
const OLGA: ReviewerAccount = {
  username: 'olga',
  password: 'a long passphrase for olga',
  profile: licensedReviewer('Olga Berg', 'MD', ['OR']),
};
const PATIENT = 'Petra Second-Factor';
/** The review page's words when deciding needs a factor the reviewer has not set up. */
const WHY_READ_ONLY =
  /^Deciding a case needs a second factor, and you have not set one up yet: this case is read-only for you\./;

async function submitCase(url: string): Promise<void> {
  const response = await fetch(`${url}/api/cases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'lmn' },
    body: JSON.stringify({ answers: { ...EXAMPLE_ANSWERS, name: PATIENT, state: 'Oregon' } }),
  });
  expect(response.status).toBe(201);
}

async function openPatientCase(page: Page) {
  await caseRow(page, PATIENT)
    .getByRole('link', { name: `Review case of ${PATIENT}` })
    .click();
  await reviewHeading(page).waitFor();
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('server mode: a reviewer’s second factor', () => {
  test(
    'reads but cannot decide before enrolling, enrols from the review page, signs in again with a code, decides',
    { timeout: 300_000 },
    async ({ browser, consoleWatch }) => {
      // Chromium logs the 401 of the session check before sign-in.
      consoleWatch.expectError(/status of 401/);
      await withServer('factor', [OLGA], async ({ server }) => {
        await submitCase(server.url);
        const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
        watchConsole(context, consoleWatch);
        const page = await context.newPage();

        // The password alone signs her in: she reads the case, without Approve or Deny.
        await page.goto('/login');
        await signIn(page, OLGA);
        await openPatientCase(page);
        await page.getByText(WHY_READ_ONLY).waitFor();
        for (const name of ['Approve', 'Deny']) {
          expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
        }
        await expectNoAxeViolations(page, 'review page without a second factor');

        // The review page links to the set-up; keyboard only from there.
        const setUp = page.getByRole('link', { name: 'Set up your second factor' });
        await setUp.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { level: 1, name: 'Second factor' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/account/second-factor');
        await expectNoAxeViolations(page, 'second factor page, not set up');
        await page.getByRole('button', { name: 'Set up an authenticator app' }).focus();
        await page.keyboard.press('Enter');
        const scanHeading = page.getByRole('heading', {
          level: 2,
          name: 'Add LMN intake to your authenticator app',
        });
        await scanHeading.waitFor();
        expect(await focusedText(page)).toBe('Add LMN intake to your authenticator app');
        await page.getByRole('img', { name: /QR code of your authenticator secret/ }).waitFor();
        // The secret as the page writes it, as a person would type it into the app.
        const secret = ((await page.locator('code').first().textContent()) ?? '').replace(
          /\s/g,
          '',
        );
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        await expectNoAxeViolations(page, 'second factor page, scanning');
        await saveScreenshot(page, 'second-factor-scan');

        const codeField = page.getByLabel('Code from the app');
        await codeField.focus();
        await page.keyboard.type(await currentCode(page, OLGA.username, secret));
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { level: 2, name: 'Save your recovery codes' }).waitFor();
        expect(await focusedText(page)).toBe('Save your recovery codes');
        const recoveryCodes = await page.getByRole('listitem').allTextContents();
        expect(recoveryCodes).toHaveLength(10);
        for (const code of recoveryCodes) expect(code).toMatch(/^([a-z2-7]{4}-){3}[a-z2-7]{4}$/);
        await expectNoAxeViolations(page, 'second factor page, recovery codes');
        await saveScreenshot(page, 'second-factor-recovery-codes');

        // Signed out, she signs in with her password, then the code her app shows.
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
        await submitSignIn(page, OLGA.username, OLGA.password);
        const codeHeading = page.getByRole('heading', {
          level: 2,
          name: 'Enter your authentication code',
        });
        await codeHeading.waitFor();
        expect(await focusedText(page)).toBe('Enter your authentication code');
        const field = page.getByLabel('Authentication code');
        expect(await field.getAttribute('inputmode')).toBe('numeric');
        expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
        await expectNoAxeViolations(page, 'sign-in, code step');

        // A wrong code is refused, said, and focused.
        const shown = totpCode(secret, new Date());
        await field.fill(`${(Number(shown[0]) + 5) % 10}${shown.slice(1)}`);
        await page.getByRole('button', { name: 'Verify', exact: true }).click();
        const refusal = page.getByRole('alert').filter({ hasText: 'That code is not right' });
        await refusal.waitFor();
        expect(await refusal.evaluate((element) => element === document.activeElement)).toBe(true);
        await expectNoAxeViolations(page, 'sign-in, code refused');

        await enterFactorCode(page, { username: OLGA.username, totpSecret: secret });
        await overviewHeading(page).waitFor();

        // Now she decides.
        await openPatientCase(page);
        await page.getByRole('button', { name: 'Approve', exact: true }).click();
        await dialog(page, 'Approve Case')
          .getByRole('button', { name: 'Approve', exact: true })
          .click();
        await overviewHeading(page).waitFor();
        await expect.poll(() => rowStatus(page, PATIENT), { timeout: 10_000 }).toBe('Completed');
        await context.close();
      });
    },
  );
});
