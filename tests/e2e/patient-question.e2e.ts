import type { Page } from 'playwright-core';
import { caseRow, overviewHeading, reviewHeading, showingLine } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { describe, DESKTOP, expect, PHONE, test, watchConsole } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { giveLastName } from './support/status-check';
import {
  ANN,
  licensedReviewer,
  signIn,
  submitSurvey,
  withServer,
  type ReviewerAccount,
} from './support/server-journey';
import { samplePatient } from './support/survey';

// The words (issue 33), written here, not read from the code.
const WAITING = 'Waiting for the patient';
const ANSWERED = 'Patient answered';
const QUESTION = 'How many minutes can you walk before your back hurts?';
const ANSWER = 'About ten minutes, then I need to sit down.';
const NO_OPEN_CASES = 'No open cases left in your states';
const CONSENT_ON_REVIEW = /^Telehealth consent v1 and privacy notice v1 accepted on /;
const ALABAMA_REFUSAL =
  'Letters for Alabama patients are signed by an MD or DO: this case is read-only for you.';

/** A nurse practitioner licensed in Oregon and Alabama. */
const NINA: ReviewerAccount = {
  username: 'nina',
  password: 'a long passphrase for the reviewers',
  profile: licensedReviewer('Nina Park', 'NP-C', ['OR', 'AL']),
};

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

/** The patient's private link, as the thank-you screen shows it. */
async function submitAndKeepLink(page: Page, name: string, state?: string): Promise<string> {
  await submitSurvey(page, { ...samplePatient(name), ...(state ? { state } : {}) });
  const link = page.getByRole('link', { name: /\/status\/[A-Za-z0-9_-]{43}$/ });
  return (await link.textContent()) ?? '';
}

describe('server mode: a provider asks the patient before deciding', () => {
  test(
    'ask, the overview waits, Next open case skips it, the patient answers, the reviewer approves',
    { timeout: 420_000 },
    async ({ browser, consoleWatch }) => {
      // The status link before the last name answers 401, which Chromium logs.
      consoleWatch.expectError(/status of 401/);
      const asked = 'Quentin Question-Asked';
      const other = 'Olga Other-Case';
      await withServer('question', [ANN, NINA], async ({ server }) => {
        const phone = await browser.newContext({ baseURL: server.url, viewport: PHONE });
        watchConsole(phone, consoleWatch);
        const patientPage = await phone.newPage();

        // The attestation says what continuing also consents to, with both texts linked.
        const statusLink = await submitAndKeepLink(patientPage, asked);
        await submitAndKeepLink(await phone.newPage(), other);
        await patientPage.goto('/consent/telehealth');
        await patientPage
          .getByRole('heading', { level: 1, name: 'Consent to telehealth review' })
          .waitFor();
        await patientPage.getByText('Version: v1').waitFor();
        await expectNoAxeViolations(patientPage, 'telehealth consent page');
        await patientPage.goto('/privacy');
        await patientPage
          .getByRole('heading', { level: 1, name: 'Notice of Privacy Practices' })
          .waitFor();
        await expectNoAxeViolations(patientPage, 'privacy notice page');

        // The reviewer opens the first case: the consent is recorded; she asks a question.
        const desk = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
        watchConsole(desk, consoleWatch);
        const review = await desk.newPage();
        await review.goto('/login');
        await signIn(review, ANN);
        await openCase(review, asked);
        await review.getByText(CONSENT_ON_REVIEW).waitFor();
        await review.getByRole('button', { name: 'Ask the patient' }).click();
        const askDialog = review.getByRole('dialog', { name: 'Ask the patient' });
        await askDialog.waitFor();
        // The confirm dialogs' rules: focus on Cancel; Escape cancels.
        await expect
          .poll(() => review.evaluate(() => document.activeElement?.textContent))
          .toBe('Cancel');
        await expectNoAxeViolations(review, 'ask the patient dialog');
        await review.keyboard.press('Escape');
        await askDialog.waitFor({ state: 'hidden' });
        await review.getByRole('button', { name: 'Ask the patient' }).click();
        await askDialog.getByLabel('Question for the patient').fill(QUESTION);
        await saveScreenshot(review, 'question-ask-dialog');
        await askDialog.getByRole('button', { name: 'Send question' }).click();
        await askDialog.waitFor({ state: 'hidden' });
        await review.getByRole('status').filter({ hasText: 'Question sent.' }).waitFor();
        await review.getByText(WAITING, { exact: true }).waitFor();
        await review.getByText(QUESTION).waitFor();
        await review.getByText('Not answered yet.').waitFor();
        await expect
          .poll(() => review.getByRole('button', { name: 'Ask the patient' }).count())
          .toBe(0);
        await saveScreenshot(review, 'question-review-waiting');

        // The overview marks it; the queue skips it after the other case is decided.
        await review.goto('/case-overview');
        await overviewHeading(review).waitFor();
        await caseRow(review, asked).getByText(WAITING).waitFor();
        await expect.poll(() => caseRow(review, other).getByText(WAITING).count()).toBe(0);
        await expectNoAxeViolations(review, 'overview with a case waiting for the patient');
        await openCase(review, other);
        await review.getByRole('button', { name: 'Deny', exact: true }).click();
        const deny = review.getByRole('dialog', { name: 'Deny Case' });
        await deny
          .getByRole('radio', { name: 'The conditions listed do not support this purchase' })
          .check();
        await deny.getByRole('button', { name: 'Deny', exact: true }).click();
        await overviewHeading(review).waitFor();
        await review.getByRole('button', { name: 'Next open case' }).click();
        await review.getByRole('status').filter({ hasText: NO_OPEN_CASES }).waitFor();

        // The patient reads the question on the status page and answers it once.
        await patientPage.goto(statusLink);
        await giveLastName(patientPage, 'question-asked');
        const form = patientPage.getByRole('form', { name: 'A question from the provider' });
        await form.waitFor();
        await form.getByText(QUESTION).waitFor();
        await expectNoAxeViolations(patientPage, 'status page with a question');
        await form.getByLabel('Your answer').fill(ANSWER);
        await saveScreenshot(patientPage, 'question-status-answer');
        await form.getByRole('button', { name: 'Send answer' }).click();
        await patientPage.getByRole('status').filter({ hasText: 'your answer was sent' }).waitFor();
        await form.waitFor({ state: 'detached' });

        // Back in the queue, marked until the reviewer opens it; she reads the answer and approves.
        await review.goto('/case-overview');
        await caseRow(review, asked).getByText(ANSWERED).waitFor();
        await openCase(review, asked);
        await review.getByText(ANSWER).waitFor();
        await review.getByText(/^The patient answered on /).waitFor();
        await saveScreenshot(review, 'question-review-answered');
        await review.getByRole('button', { name: 'Approve', exact: true }).click();
        await review
          .getByRole('dialog', { name: 'Approve Case' })
          .getByRole('button', { name: 'Approve', exact: true })
          .click();
        await overviewHeading(review).waitFor();
        await expect.poll(() => caseRow(review, asked).getByText(ANSWERED).count()).toBe(0);

        await patientPage.goto(statusLink);
        await patientPage.getByRole('heading', { level: 2, name: 'Approved' }).waitFor();
        await patientPage.getByText(ANSWER).waitFor();

        // An NP licensed in Alabama sees an Alabama patient's case read-only, with the reason.
        await submitAndKeepLink(await phone.newPage(), 'Alma Alabama', 'Alabama');
        const npDesk = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
        watchConsole(npDesk, consoleWatch);
        const np = await npDesk.newPage();
        await np.goto('/login');
        await signIn(np, NINA);
        await openCase(np, 'Alma Alabama');
        await np.getByText(ALABAMA_REFUSAL).waitFor();
        for (const name of ['Approve', 'Deny', 'Ask the patient']) {
          expect(await np.getByRole('button', { name, exact: true }).count()).toBe(0);
        }
        await saveScreenshot(np, 'question-np-alabama-read-only');
        await npDesk.close();
        await desk.close();
        await phone.close();
      });
    },
  );
});
