import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { NOT_AN_ADMIN } from '../../machines/account/account.rules';
import { statusPath } from '../../machines/status/status-link';
import { EXAMPLE_ANSWERS } from '../../machines/survey/survey.answer-examples';
import { totpCode } from '../../server/second-factor/totp';
import { caseRow, dialog, overviewHeading, reviewHeading, rowStatus } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import {
  type ConsoleWatch,
  describe,
  DESKTOP,
  expect,
  PHONE,
  test,
  watchConsole,
} from './support/fixtures';
import { expectFocusOnHeading } from './support/keyboard';
import { saveScreenshot } from './support/screenshots';
import {
  currentCode,
  E2E_TOTP_SECRET,
  enterFactorCode,
  licensedReviewer,
  signIn,
  submitSignIn,
  withServer,
  type ReviewerAccount,
} from './support/server-journey';
import { giveLastName } from './support/status-check';

/** The clinic's administrator, made with `reviewer:add --admin`, with her authenticator. */
const ADA: ReviewerAccount = {
  username: 'ada',
  password: 'a long passphrase for ada',
  profile: licensedReviewer('Ada Stone', 'MD', ['WA']),
  totpSecret: E2E_TOTP_SECRET,
  admin: true,
};
/** Added by Ada on /admin/reviewers: licensed in Oregon, with no password until she sets one. */
const OLGA = { username: 'olga', password: 'a long passphrase for olga' };
const PATIENT = 'Petra Second-Factor';
/** The review page's words when deciding needs a factor the reviewer has not set up. */
const WHY_READ_ONLY =
  /^Deciding a case needs a second factor, and you have not set one up yet: this case is read-only for you\./;

/** The patient's Oregon request, as the survey sends it: its id, and its status link's token. */
async function submitCase(url: string): Promise<{ caseId: number; statusToken: string }> {
  const response = await fetch(`${url}/api/cases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'lmn' },
    body: JSON.stringify({ answers: { ...EXAMPLE_ANSWERS, name: PATIENT, state: 'Oregon' } }),
  });
  expect(response.status).toBe(201);
  const submitted = (await response.json()) as { case: { id: number }; statusToken: string };
  return { caseId: submitted.case.id, statusToken: submitted.statusToken };
}

async function openPatientCase(page: Page) {
  await caseRow(page, PATIENT)
    .getByRole('link', { name: `Review case of ${PATIENT}` })
    .click();
  await reviewHeading(page).waitFor();
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function desktopPage(browser: Browser, url: string, watch: ConsoleWatch) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: DESKTOP,
    acceptDownloads: true,
  });
  watchConsole(context, watch);
  return context.newPage();
}

/**
 * Ada signs in with her code, reaches the reviewers' page from the header by keyboard, adds
 * Olga with her profile and no password, and copies the reset link shown once; the security
 * events then show what she did. Returns the link's path (the server's public address is not
 * the test's loopback port). Licensed in Washington only, she may not read the Oregon case.
 */
async function administratorAddsOlga(page: Page, caseId: number): Promise<string> {
  // Before signing in, the way to a reset link's page, without a link yet.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Reset your password' }).click();
  await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
  await page.getByLabel('Reset link or code').waitFor();
  await expectNoAxeViolations(page, 'reset password page, no link yet');

  await page.goto('/login');
  await signIn(page, ADA);
  // Administrators read only the cases of their licences' states, as every reviewer.
  await page.goto(`/review/${caseId}`);
  await reviewHeading(page).waitFor();
  await page.getByText('You are not licensed in Oregon').first().waitFor();
  await expectNoAxeViolations(page, 'review page, not licensed in the state');
  await page.goto('/case-overview');
  await overviewHeading(page).waitFor();
  const reviewersLink = page.getByRole('banner').getByRole('link', { name: 'Reviewers' });
  await reviewersLink.focus();
  await page.keyboard.press('Enter');
  await expectFocusOnHeading(page, 'Reviewers');
  expect(new URL(page.url()).pathname).toBe('/admin/reviewers');
  await page.getByRole('table', { name: 'Reviewers' }).waitFor();
  await expectNoAxeViolations(page, 'reviewers page');

  const form = page.getByRole('form', { name: 'Add a reviewer' });
  await form.getByLabel('Username').fill(OLGA.username);
  await form.getByLabel('Full name').fill('Olga Berg');
  await form.getByLabel('Credentials').fill('MD');
  await form.getByLabel('NPI').fill('1234567893');
  await form.getByLabel('Licensed in').fill('OR');
  await form.getByRole('button', { name: 'Add reviewer' }).click();
  const confirm = dialog(page, 'Add reviewer olga?');
  await confirm.getByText(/one-time reset link, valid 24 hours/).waitFor();
  await expectNoAxeViolations(page, 'reviewers page, adding a reviewer');
  await confirm.getByRole('button', { name: 'Add reviewer' }).click();
  await confirm.waitFor({ state: 'hidden' });
  const shownLink = page.getByRole('textbox', { name: 'Reset link' });
  await shownLink.waitFor();
  const link = await shownLink.inputValue();
  expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]+$/);
  const olgaRow = page
    .getByRole('table', { name: 'Reviewers' })
    .getByRole('row')
    .filter({ hasText: 'Olga Berg' });
  await expect.poll(() => olgaRow.textContent()).toContain('OR');
  await expectNoAxeViolations(page, 'reviewers page, reset link shown');
  await saveScreenshot(page, 'admin-reviewers-reset-link');

  await page.getByRole('link', { name: 'Security events' }).click();
  await expectFocusOnHeading(page, 'Security events');
  const events = page.getByRole('table', { name: 'Security events, newest first' });
  await events.getByRole('row').filter({ hasText: 'reviewer-added' }).waitFor();
  expect(await events.getByRole('row').filter({ hasText: 'reviewer-added' }).textContent()).toMatch(
    /olga.*ada/,
  );
  await expectNoAxeViolations(page, 'security events page');
  await saveScreenshot(page, 'admin-security-events');
  // On a phone, the header's longer row of links still fits: nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await page.getByRole('banner').getByRole('link', { name: 'Reviewers' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await saveScreenshot(page, 'admin-header-phone');
  return new URL(link).pathname;
}

/** Olga opens the link Ada gave her, chooses her password, and signs in with it alone. */
async function olgaSetsHerPassword(page: Page, resetPath: string) {
  await page.goto(resetPath);
  await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
  expect(await page.getByLabel('Reset link or code').count()).toBe(0);
  await expectNoAxeViolations(page, 'reset password page, from a link');
  await page.getByLabel('New password', { exact: true }).fill(OLGA.password);
  await page.getByLabel('New password again').fill(OLGA.password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('Your new password is set').waitFor();
  await page.getByRole('link', { name: 'Sign in with your new password' }).click();
  await signIn(page, OLGA);
}

/** The patient opens the status link, gives the last name, and downloads the signed letter. */
async function patientDownloadsLetter(page: Page, statusToken: string, dataDir: string) {
  await page.goto(statusPath(statusToken));
  await giveLastName(page, 'second-factor');
  await page.getByRole('status').getByRole('heading', { level: 2, name: 'Approved' }).waitFor();
  const download = page.getByRole('link', { name: 'Download your letter (PDF)' });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const pdfPath = join(dataDir, 'journey-letter.pdf');
  await file.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 4).toString()).toBe('%PDF');
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', pdfPath, '-']);
  const text = stdout.replace(/\s+/g, ' ');
  expect(text).toContain(PATIENT);
  expect(text).toContain('Olga Berg');
}

/** A confirmation mail's link: it asks before it confirms; an unknown one is refused. */
async function patientOpensConfirmationLink(page: Page) {
  await page.goto(`/confirm-email/${'A'.repeat(43)}`);
  await page.getByRole('heading', { level: 1, name: 'Confirm your email address' }).waitFor();
  await expectNoAxeViolations(page, 'email confirmation page');
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await page.getByRole('alert').waitFor();
  await expectNoAxeViolations(page, 'email confirmation page, link refused');
}

describe('server mode: from the administrator’s new reviewer to the patient’s letter', () => {
  test(
    'an admin adds a reviewer, who sets a password, reads but cannot decide before enrolling, enrols, signs in with a code and decides; the patient downloads the letter',
    { timeout: 360_000 },
    async ({ browser, consoleWatch }) => {
      // Chromium logs the 401 of the session check before sign-in and of the status link
      // before the last name, the 403 of a refused read, and the 404 of an unknown
      // confirmation link.
      consoleWatch.expectError(/status of (401|403|404)/);
      await withServer('journey', [ADA], async ({ server, dataDir }) => {
        const { caseId, statusToken } = await submitCase(server.url);
        const admin = await desktopPage(browser, server.url, consoleWatch);
        const resetPath = await administratorAddsOlga(admin, caseId);
        await admin.context().close();

        const page = await desktopPage(browser, server.url, consoleWatch);
        await olgaSetsHerPassword(page, resetPath);

        // The password alone signs her in: she reads the case, without Approve or Deny, and
        // sees no administrator's link.
        expect(
          await page.getByRole('banner').getByRole('link', { name: 'Reviewers' }).count(),
        ).toBe(0);
        await openPatientCase(page);
        await page.getByText(WHY_READ_ONLY).waitFor();
        for (const name of ['Approve', 'Deny']) {
          expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
        }
        await expectNoAxeViolations(page, 'review page without a second factor');

        // The administrators' pages say they are not hers.
        await page.goto('/admin/reviewers');
        await page.getByText(NOT_AN_ADMIN).waitFor();
        expect(await page.getByRole('table', { name: 'Reviewers' }).count()).toBe(0);
        await expectNoAxeViolations(page, 'reviewers page, refused to a reviewer');
        await page.goBack();
        await reviewHeading(page).waitFor();

        // Her own account's page, from the header.
        await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
        await expectFocusOnHeading(page, 'Change your password');
        await expectNoAxeViolations(page, 'change your password page');
        await page.goBack();
        await reviewHeading(page).waitFor();

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
        await page.context().close();

        const patient = await desktopPage(browser, server.url, consoleWatch);
        await patientDownloadsLetter(patient, statusToken, dataDir);
        await patientOpensConfirmationLink(patient);
        await patient.context().close();
      });
    },
  );
});
