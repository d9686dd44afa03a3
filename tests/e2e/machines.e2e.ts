import type { Locator, Page } from 'playwright-core';
import { reviewHeading } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { expectVisibleFocus, isFocused, tabTo } from './support/keyboard';
import { saveScreenshot } from './support/screenshots';
import { answerStep, continueButton, samplePatient } from './support/survey';

// The explorer's own chunks: none of them may load on the patient's first page.
const EXPLORER_CHUNKS = /machines-page|elk\.bundled|mount-inspector|inspector-panel|machine-text/;

function machineSection(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: heading, exact: true });
}
const survey = (page: Page) => machineSection(page, 'Survey surveyMachine');
const currentState = (page: Page, slug: string) =>
  page.getByTestId(`${slug}-current-state`).textContent();

/** Every machine the app runs, in the explorer's order. */
const MACHINE_TITLES = [
  'Survey',
  'Review flow',
  'Case lifecycle',
  'Ask the patient',
  'Approval letter',
  'Idle session',
] as const;

async function openMachines(page: Page, search = '') {
  await page.goto(`/machines${search}`);
  await page.getByRole('heading', { level: 1, name: 'State machines' }).waitFor();
  // Every diagram has been laid out and drawn (six ELK layouts: slow on a busy machine).
  for (const name of MACHINE_TITLES) {
    await page
      .getByRole('group', { name: `States and transitions of the ${name} machine` })
      .waitFor({ timeout: 60_000 });
  }
}

describe('/machines', () => {
  test('shows all six machines, drawn, with zero axe violations', async ({ page }) => {
    await openMachines(page);
    expect(await page.title()).toBe('State machines - Partner × Provider');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Survey surveyMachine',
      'Review flow reviewMachine',
      'Case lifecycle caseLifecycleMachine',
      'Ask the patient askPatientMachine',
      'Approval letter approvalLetterMachine',
      'Idle session idleSessionMachine',
    ]);
    const diagram = page.getByRole('group', {
      name: 'States and transitions of the Survey machine',
    });
    // 13 states, each a button; the nested ones drawn inside the attestation's box.
    expect(await diagram.getByRole('button').count()).toBe(13);
    const box = async (key: string) =>
      (await diagram.locator(`[data-state-id="survey.${key}"] rect`).nth(1).boundingBox())!;
    const parent = await box('attestation');
    const child = await box('attestation.submitting');
    expect(child.x).toBeGreaterThan(parent.x);
    expect(child.y + child.height).toBeLessThan(parent.y + parent.height);
    expect(await diagram.getByText('survey.continue [isHeightWeightValid]').count()).toBe(1);
    await saveScreenshot(page, 'machines');
    await expectNoAxeViolations(page, '/machines');
  });

  test('walks the survey to thank-you by its buttons', async ({ page }) => {
    await openMachines(page);
    const section = survey(page);
    const send = section.getByRole('button', { name: 'survey.continue', exact: true });
    for (let step = 0; step < 10; step += 1) await send.click();
    expect(await currentState(page, 'survey')).toBe('attestation.submitting');
    await section.getByRole('button', { name: 'xstate.done.actor.submitSurvey' }).click();
    expect(await currentState(page, 'survey')).toBe('thankYou');
    await section.getByText('None: the machine is done.').waitFor();
    const thankYou = section.locator('[data-state-id="survey.thankYou"]');
    expect(await thankYou.getAttribute('data-active')).toBe('true');
    // The explorer writes no case.
    expect(await page.evaluate(() => window.localStorage.getItem('cases'))).toBeNull();
    await expectNoAxeViolations(page, '/machines at thank-you');
  });

  test('is usable by keyboard: a state’s details, a guard that refuses, Undo', async ({ page }) => {
    await openMachines(page);
    const section = survey(page);
    const age = section.getByRole('button', { name: 'age (state)' });
    await tabTo(page, age, { maxPresses: 30 });
    const ringStroke = await age
      .locator('.focus-ring')
      .evaluate((ring) => getComputedStyle(ring).stroke);
    expect(ringStroke).toBe('rgb(179, 92, 0)');
    await page.keyboard.press('Enter');
    await section
      .getByRole('region', { name: 'State age' })
      .getByText(/whole number from 18 to 120/)
      .waitFor();

    const name = section.getByRole('textbox', { name: 'name' });
    await tabTo(page, name, { maxPresses: 40 });
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    // Continue on `name` has two guarded transitions since Change (to the attestation, or on).
    await section
      .getByText(/^Guard .*isNameValid.* refuses for this value: sending it changes nothing\.$/)
      .waitFor();
    await page.keyboard.type('Ada');
    await section.getByText(/^Guard .*isNameValid.* passes for this value\.$/).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => currentState(page, 'survey')).toBe('age');
    const events = section.getByRole('heading', { name: 'Events possible now' });
    expect(await isFocused(events)).toBe(true);
    const undo = section.getByRole('button', { name: 'Undo' });
    await tabTo(page, undo, { maxPresses: 20 });
    await expectVisibleFocus(undo);
    await page.keyboard.press('Enter');
    await expect.poll(() => currentState(page, 'survey')).toBe('name');
  });

  test('opens the linked state highlighted', async ({ page }) => {
    await openMachines(page, '?machine=survey&state=heightWeight');
    expect(await currentState(page, 'survey')).toBe('heightWeight');
    const state = survey(page).getByRole('button', { name: 'heightWeight (state, current)' });
    expect(await state.getAttribute('data-active')).toBe('true');
    expect(await state.getAttribute('aria-pressed')).toBe('true');
    expect(await survey(page).locator('[data-active="true"]').count()).toBe(1);
    await survey(page).getByRole('region', { name: 'State heightWeight' }).waitFor();
    await saveScreenshot(page, 'machines-linked-height-weight');
    await expectNoAxeViolations(page, '/machines linked to heightWeight');
  });

  test('replays a model path step by step on the diagram', async ({ page }) => {
    await openMachines(page);
    const review = machineSection(page, 'Review flow reviewMachine');
    await review.getByRole('button', { name: 'Replay the path to done' }).first().click();
    // The licence (server mode's rule), the decision, then its confirm.
    await review.getByRole('button', { name: 'Next step' }).click();
    await review.getByRole('button', { name: 'Next step' }).click();
    await review.getByRole('button', { name: 'Next step' }).click();
    expect(await currentState(page, 'review')).toBe('saving');
    const taken = review.locator('[data-taken="true"]');
    expect(await taken.count()).toBe(1);
    expect(await taken.getAttribute('data-edge-id')).toBe('review.confirming:dialog.confirm:0:0');
  });
});

describe('live inspection and the first page', () => {
  test('?inspect follows the running survey', async ({ page }) => {
    await page.goto('/?inspect');
    await continueButton(page).waitFor();
    const panel = page.getByRole('complementary', { name: 'Live inspector: survey' });
    await expect.poll(() => panel.getByTestId('inspector-state').textContent()).toBe('name');
    const patient = samplePatient('Ina Spector');
    await answerStep(page, 'name', patient);
    await continueButton(page).click();
    await expect.poll(() => panel.getByTestId('inspector-state').textContent()).toBe('age');
    expect(await panel.getByTestId('inspector-event').textContent()).toBe(
      'survey.continue {"name":"Ina Spector"}',
    );
    expect(await panel.getByLabel('survey context').textContent()).toContain(
      '"name": "Ina Spector"',
    );
    await saveScreenshot(page, 'inspector-survey');
    await expectNoAxeViolations(page, 'survey with the inspector');
  });

  test('?inspect follows the review screen', async ({ page }) => {
    await page.goto('/review/2?inspect');
    await reviewHeading(page).waitFor();
    const panel = page.getByRole('complementary', { name: 'Live inspector: review' });
    await expect.poll(() => panel.getByTestId('inspector-state').textContent()).toBe('idle');
    await page.getByRole('button', { name: 'Deny', exact: true }).click();
    await page.getByRole('dialog', { name: 'Deny Case' }).waitFor();
    // The dialog hides the page from assistive technology; the panel stays in sight, inert.
    const shown = page.locator('[data-inspector="review"]');
    await expect.poll(() => shown.getByTestId('inspector-state').textContent()).toBe('confirming');
    expect(await shown.getByTestId('inspector-event').textContent()).toBe(
      'case.deny {"expectedStatus":"Open"}',
    );
    expect(await shown.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
    await saveScreenshot(page, 'inspector-review-dialog');
    await expectNoAxeViolations(page, 'review dialog with the inspector');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => panel.getByTestId('inspector-state').textContent()).toBe('idle');
    expect(await shown.evaluate((element) => (element as HTMLElement).inert)).toBe(false);
  });

  test('the patient’s first page loads none of the explorer, ELK or the inspector', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await continueButton(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.some((url) => url.includes('/assets/index-'))).toBe(true);
    expect(requested.filter((url) => EXPLORER_CHUNKS.test(url))).toEqual([]);
    expect(await page.getByRole('complementary').count()).toBe(0);

    // The same check sees these chunks where they belong.
    await openMachines(page);
    expect(requested.filter((url) => /machines-page|elk\.bundled/.test(url))).toHaveLength(2);
  });
});
