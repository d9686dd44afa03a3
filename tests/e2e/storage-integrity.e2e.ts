import { dialog, overviewHeading, reviewHeading, showingLine } from './support/admin';
import { describe, expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import { clickAt, failReadingCases, rawStoredCases, storedCases } from './support/storage';
import { advanceTo, samplePatient, stepHeading, surveyRecordSaved } from './support/survey';

const CHANGED_ELSEWHERE = 'This case was changed elsewhere while this dialog was open';
const UNREADABLE_ALERT = /storage could not be read or is unavailable/;
const NOTHING_SAVED = "This browser's storage could not be read, so nothing can be saved";

describe('two tabs, one storage', () => {
  // One round of the race that cases-across-tabs repeats; here it also asks for the next two
  // ids after the seed, and that both clicks really came together.
  test('two tabs submitting in the same millisecond both keep their case, with the next two ids', async ({
    page,
    context,
  }) => {
    await advanceTo(page, 'attestation', samplePatient('Tab One Patient'));
    // The second tab resumes the same attestation from what a tab keeps for resume, with its
    // own patient's name: a walk of its own would prove nothing more here.
    const kept = await page.evaluate(() => window.sessionStorage.getItem('survey.snapshot'));
    if (kept === null) throw new Error('The survey kept nothing for resume');
    const second = await context.newPage();
    await second.goto('/');
    await surveyRecordSaved(second, 'in progress');
    await second.evaluate(
      (value) => window.sessionStorage.setItem('survey.snapshot', value),
      kept.replaceAll('Tab One Patient', 'Tab Two Patient'),
    );
    await second.reload();
    await stepHeading(second, 'attestation').waitFor();

    // Both tabs wait for the same instant, far enough ahead for a busy machine to get there.
    const at = (await page.evaluate(() => Date.now())) + 1_000;
    const [first, other] = await Promise.all([
      clickAt(page, 'Continue', at),
      clickAt(second, 'Continue', at),
    ]);
    console.info(`Continue clicked ${first - at} ms and ${other - at} ms after the instant`);
    // Tabs sharing one renderer thread click one right after the other; either way, together.
    expect(Math.abs(first - other)).toBeLessThanOrEqual(50);

    await stepHeading(page, 'thank-you').waitFor();
    await stepHeading(second, 'thank-you').waitFor();
    // Each tab's renderer gets the other's write a moment later: wait for both to hold 12.
    for (const tab of [page, second]) {
      await tab.waitForFunction(
        () => (JSON.parse(window.localStorage.getItem('cases') ?? '[]') as unknown[]).length >= 12,
      );
    }
    const cases = await storedCases(page);
    expect(cases).toHaveLength(12);
    const submitted = cases.slice(10);
    expect(submitted.map((entry) => entry.name).sort()).toEqual([
      'Tab One Patient',
      'Tab Two Patient',
    ]);
    expect(submitted.map((entry) => entry.id).sort()).toEqual([11, 12]);
  });

  test('a decision made while another tab decided is refused, shown, and made again', async ({
    page,
    context,
  }) => {
    const reviewerB = await context.newPage();
    await reviewerB.goto('/review/2');
    await reviewHeading(reviewerB).waitFor();
    await reviewerB.getByRole('button', { name: 'Deny', exact: true }).click();
    const denyDialog = dialog(reviewerB, 'Deny Case');
    await denyDialog.waitFor();

    // Reviewer A approves case 2 in another tab meanwhile.
    await page.goto('/review/2');
    await reviewHeading(page).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog(page, 'Approve Case').getByRole('button', { name: 'Approve' }).click();
    await overviewHeading(page).waitFor();

    await denyDialog.getByRole('button', { name: 'Deny', exact: true }).click();
    const warning = denyDialog.getByRole('alert');
    await warning.getByText(CHANGED_ELSEWHERE).waitFor();
    expect(await warning.textContent()).toContain('its status is now Completed');
    expect((await storedCases(page)).find((entry) => entry.id === 2)?.status).toBe('Completed');
    await saveScreenshot(reviewerB, 'decision-conflict');

    // B decides again, knowing the case is Completed.
    await denyDialog.getByRole('button', { name: 'Deny', exact: true }).click();
    await overviewHeading(reviewerB).waitFor();
    expect((await storedCases(page)).find((entry) => entry.id === 2)?.status).toBe('Denied');
  });
});

describe('a storage that cannot be read', () => {
  test('shows the sample cases as such, refuses every save, and overwrites nothing', async ({
    page,
    context,
    consoleWatch,
  }) => {
    consoleWatch.expectError(/Browser storage could not be read/);
    // A real submission first, so there is something to lose.
    await advanceTo(page, 'attestation', samplePatient('Stored Patient'));
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await stepHeading(page, 'thank-you').waitFor();
    const before = await rawStoredCases(page);
    expect(before).toContain('Stored Patient');

    const flaky = await context.newPage();
    await failReadingCases(flaky);
    await flaky.goto('/case-overview');
    await overviewHeading(flaky).waitFor();
    await flaky.getByRole('alert').filter({ hasText: UNREADABLE_ALERT }).waitFor();
    await showingLine(flaky, 10).waitFor();
    await saveScreenshot(flaky, 'storage-unreadable-overview');

    await flaky.goto('/review/2');
    await reviewHeading(flaky).waitFor();
    await flaky.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = dialog(flaky, 'Approve Case');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await approve.getByText(NOTHING_SAVED).waitFor();

    await advanceTo(flaky, 'attestation', samplePatient('Lost Patient'));
    await flaky.getByRole('button', { name: 'Continue', exact: true }).click();
    await flaky.getByText(NOTHING_SAVED).waitFor();
    expect(await stepHeading(flaky, 'attestation').isVisible()).toBe(true);

    // Read with a working storage: exactly what was there before.
    expect(await rawStoredCases(page)).toBe(before);
  });

  test('the production page carries a Content-Security-Policy that allows nothing foreign', async ({
    page,
  }) => {
    await page.goto('/');
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/https?:|\*/);
    expect(await page.locator('meta[name="case-store"]').getAttribute('content')).toBe('browser');
  });
});
