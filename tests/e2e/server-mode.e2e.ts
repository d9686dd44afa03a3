import { request, type Page } from 'playwright-core';
import {
  caseRow,
  dialog,
  overviewHeading,
  reviewHeading,
  rowStatus,
  showingLine,
} from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { describe, DESKTOP, expect, PHONE, test, watchConsole } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import {
  E2E_TOTP_SECRET,
  enterFactorCode,
  licensedReviewer,
  submitSignIn,
  submitSurvey,
  withServer,
} from './support/server-journey';
import { samplePatient } from './support/survey';

const PASSWORD = 'a long passphrase for ann';
const HISTORY_LINE =
  /^Approved by ann on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} — from Open to Completed$/;

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function historyLines(page: Page): Promise<string[]> {
  const region = page.getByRole('region', { name: 'Decision history' });
  await region.getByRole('listitem').first().waitFor();
  return (await region.getByRole('listitem').allTextContents()).map((line) => line.trim());
}

describe('server mode: a patient and a reviewer on different browsers', () => {
  test(
    'the patient submits; the reviewer is refused a wrong password, signs in, approves; a restart keeps it all; no session, no case',
    { timeout: 240_000 },
    async ({ browser, consoleWatch }) => {
      // Chromium logs every 401 answer (no session yet, the wrong password) as a console error.
      consoleWatch.expectError(/status of 401/);
      const patient = samplePatient('Rosa Delgado-Núñez');
      // Approving signs a letter: ann is licensed in the patient's state (Oregon).
      const ann = {
        username: 'ann',
        password: PASSWORD,
        profile: licensedReviewer('Ann Lee', 'MD', ['OR']),
        totpSecret: E2E_TOTP_SECRET,
      };
      await withServer('server', [ann], async (run) => {
        // A patient on a phone: no account, and nothing about the case stays in the browser.
        const patientContext = await browser.newContext({
          baseURL: run.server.url,
          viewport: PHONE,
        });
        watchConsole(patientContext, consoleWatch);
        const patientPage = await patientContext.newPage();
        await submitSurvey(patientPage, patient);
        // No session and nothing about the case: only the mark that this browser has a
        // survey to resume, which lets the server send it the page that never paints step 1.
        const cookies = await patientContext.cookies();
        expect(cookies.map(({ name, value }) => ({ name, value }))).toEqual([
          { name: 'lmn-resumable', value: '1' },
        ]);
        expect(await patientPage.evaluate(() => window.localStorage.getItem('cases'))).toBeNull();
        await patientContext.close();

        // A reviewer on a laptop: the overview sends them to /login first.
        const reviewer = await browser.newContext({ baseURL: run.server.url, viewport: DESKTOP });
        watchConsole(reviewer, consoleWatch);
        const page = await reviewer.newPage();
        await page.goto('/case-overview');
        await submitSignIn(page, 'ann', 'not the password');
        const refusal = page
          .getByRole('alert')
          .filter({ hasText: 'Username or password is incorrect' });
        await refusal.waitFor();
        expect(pathOf(page)).toBe('/login');
        expect(await refusal.evaluate((element) => element === document.activeElement)).toBe(true);
        await expectNoAxeViolations(page, 'server-mode login with a wrong password');
        await saveScreenshot(page, 'server-login-refused');

        await submitSignIn(page, 'ann', PASSWORD);
        await enterFactorCode(page, ann);
        await overviewHeading(page).waitFor();
        expect(pathOf(page)).toBe('/case-overview');
        await page.getByRole('button', { name: 'Sign out' }).waitFor();

        // Finds the patient's case with the patient's answers, and approves it.
        await page.getByRole('searchbox', { name: 'Search by name' }).fill('Delgado');
        await showingLine(page, 1).waitFor();
        await caseRow(page, patient.name)
          .getByRole('link', { name: `Review case of ${patient.name}` })
          .click();
        await reviewHeading(page).waitFor();
        const caseId = Number(pathOf(page).split('/').pop());
        expect(Number.isInteger(caseId)).toBe(true);
        for (const answer of [
          patient.name,
          patient.state,
          patient.height,
          patient.riskFactors,
          ...patient.conditions,
        ]) {
          await page.getByText(answer, { exact: true }).first().waitFor();
        }
        await page.getByText('No decisions yet.').waitFor();
        await page.getByRole('button', { name: 'Approve', exact: true }).click();
        await dialog(page, 'Approve Case')
          .getByRole('button', { name: 'Approve', exact: true })
          .click();
        await overviewHeading(page).waitFor();
        await expect
          .poll(() => rowStatus(page, patient.name), { timeout: 10_000 })
          .toBe('Completed');

        await page.goto(`/review/${caseId}`);
        await reviewHeading(page).waitFor();
        expect(await historyLines(page)).toEqual([expect.stringMatching(HISTORY_LINE)]);
        await expectNoAxeViolations(page, 'server-mode review with its history');
        await saveScreenshot(page, 'server-review-history');

        // The server restarts (SIGTERM, then start again on the same data): nothing is lost,
        // and the reviewer's session survives it.
        await run.restart();
        await page.reload();
        await reviewHeading(page).waitFor();
        expect(await page.getByText('Current status:').locator('..').textContent()).toContain(
          'Completed',
        );
        expect(await historyLines(page)).toEqual([expect.stringMatching(HISTORY_LINE)]);

        // The same calls: with the reviewer's cookie they answer, without it 401.
        expect((await page.request.get('/api/cases')).status()).toBe(200);
        expect((await page.request.get(`/api/cases/${caseId}`)).status()).toBe(200);
        const anonymous = await request.newContext({ baseURL: run.server.url });
        try {
          expect((await anonymous.get('/api/cases')).status()).toBe(401);
          expect((await anonymous.get(`/api/cases/${caseId}`)).status()).toBe(401);
          expect((await anonymous.get('/api/session')).status()).toBe(401);
          const decision = await anonymous.post(`/api/cases/${caseId}/decision`, {
            headers: { 'X-Requested-With': 'lmn' },
            data: { decision: 'deny', expectedStatus: 'Completed' },
          });
          expect(decision.status()).toBe(401);
        } finally {
          await anonymous.dispose();
        }

        // Sign out: the session ends on the server, and the admin pages close again.
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
        expect(pathOf(page)).toBe('/login');
        expect((await page.request.get('/api/cases')).status()).toBe(401);
        await page.goto(`/review/${caseId}`);
        await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
        expect(new URL(page.url()).searchParams.get('next')).toBe(`/review/${caseId}`);
        await reviewer.close();
      });
    },
  );
});
