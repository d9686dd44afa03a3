import type { Page } from 'playwright-core';
import { EXAMPLE_ANSWERS } from '../../machines/survey/survey.answer-examples';
import { dialog, reviewHeading, showingLine } from './support/admin';
import { describe, expect, test } from './support/fixtures';
import {
  activeElement,
  expectFocusOnHeading,
  expectVisibleFocus,
  isFocused,
  tabTo,
} from './support/keyboard';
import { walkAndScan, type Scan, type WalkScans } from './support/scan-walk';
import { saveScreenshot } from './support/screenshots';
import {
  answerStep,
  choiceGroup,
  continueButton,
  continueRefuses,
  headingOf,
  expectStep,
  historyAt,
  samplePatient,
  stepHeading,
  SURVEY_STEPS,
  titleOf,
  UNDER_AGE_TEXT,
} from './support/survey';

const patient = samplePatient('Alex Axe');

async function openReviewOfCase2(page: Page) {
  await page.goto('/review/2');
  await reviewHeading(page).waitFor();
  await page.getByRole('heading', { name: 'Basic Information' }).waitFor();
}

/** The survey from its first step to the thank-you, answered, with axe run on every step. */
async function walkSurvey(page: Page, scan: Scan) {
  await page.goto('/');
  for (const { id } of SURVEY_STEPS) {
    await stepHeading(page, id).waitFor();
    await historyAt(page, id);
    if (id === 'age') {
      const age = page.getByRole('spinbutton', { name: titleOf('age') });
      await age.fill('17');
      await page.getByText(UNDER_AGE_TEXT, { exact: true }).waitFor();
      expect(await continueRefuses(page)).toBe(true);
      await saveScreenshot(page, 'survey-01-age-under-18');
      await scan('age under 18', 'survey age step, under 18');
    }
    // Scan the step as the person sees it once answered (the thank-you has nothing to fill).
    await answerStep(page, id, patient);
    if (id === 'age') {
      await page.getByText(UNDER_AGE_TEXT, { exact: true }).waitFor({ state: 'hidden' });
    }
    await scan(id, `survey step ${id}`);
    if (id !== 'thank-you') await continueButton(page).click();
  }
}

/** 5'6", 230 lbs with Overweight and None ticked: a BMI of 37.1 and two flags. */
const FLAGGED_CASE = {
  id: 11,
  name: 'Flora Flag',
  status: 'Open',
  dateSubmitted: '2026-11-20',
  answers: {
    ...EXAMPLE_ANSWERS,
    name: 'Flora Flag',
    age: '40',
    state: 'Oregon',
    medicalConditions: ['Overweight', 'None'],
    height: `5'6"`,
    weight: '230',
  },
};

/** The admin screens one after the other, with axe run on each. */
async function walkAdmin(page: Page, scan: Scan) {
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  await scan('login', 'login');

  await page.goto('/case-overview');
  await showingLine(page, 10).waitFor();
  await scan('case overview', 'case overview');

  await openReviewOfCase2(page);
  await scan('case review', 'case review');
  for (const title of ['Approve Case', 'Deny Case'] as const) {
    const opener = title === 'Approve Case' ? 'Approve' : 'Deny';
    await page.getByRole('button', { name: opener, exact: true }).click();
    const box = dialog(page, title);
    await box.waitFor();
    await scan(title, `${title} dialog`);
    await box.getByRole('button', { name: 'Cancel' }).click();
    await box.waitFor({ state: 'hidden' });
  }

  // A case whose answers disagree (issue 36): the flags on the page and in the Approve dialog.
  await page.evaluate((entry) => {
    const cases = JSON.parse(window.localStorage.getItem('cases') ?? '[]') as unknown[];
    window.localStorage.setItem('cases', JSON.stringify([...cases, entry]));
  }, FLAGGED_CASE);
  await page.goto('/review/11');
  await page.getByRole('note', { name: 'Answers to check before deciding' }).waitFor();
  await scan('case review with flags', 'case review with answers to check');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await dialog(page, 'Approve Case').getByRole('note').waitFor();
  await scan('Approve Case with flags', 'Approve Case dialog with answers to check');
  await page.keyboard.press('Escape');
  await dialog(page, 'Approve Case').waitFor({ state: 'hidden' });

  await page.goto('/review/999');
  await page.getByRole('heading', { name: 'Case not found' }).waitFor();
  await scan('case not found', 'case not found');

  // The texts the attestation's consent links (issue 33).
  await page.goto('/consent/telehealth');
  await page.getByRole('heading', { level: 1, name: 'Consent to telehealth review' }).waitFor();
  await scan('telehealth consent', 'telehealth consent');
  await page.goto('/privacy');
  await page.getByRole('heading', { level: 1, name: 'Notice of Privacy Practices' }).waitFor();
  await scan('privacy notice', 'privacy notice');

  await page.goto('/missing-page');
  await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
  await scan('404 page', '404 page', { expectError: /non-existent route: \/missing-page/ });
}

/**
 * Each walk runs once, the first time one of its screens' tests asks for it; each screen
 * keeps its own test, which reports what was found on that screen.
 */
const scanned = test.extend<{ surveyScans: WalkScans; adminScans: WalkScans }>({
  surveyScans: [
    async ({ browser, baseURL }, run) => run(await walkAndScan(browser, baseURL, walkSurvey)),
    { scope: 'file' },
  ],
  adminScans: [
    async ({ browser, baseURL }, run) => run(await walkAndScan(browser, baseURL, walkAdmin)),
    { scope: 'file' },
  ],
});

describe('axe: WCAG 2.0–2.2 A/AA, zero violations', () => {
  for (const { id, title } of SURVEY_STEPS) {
    scanned(`survey step "${title}"`, ({ surveyScans }) => surveyScans.expectClean(id));
  }
  scanned('survey age step with the under-18 error', ({ surveyScans }) =>
    surveyScans.expectClean('age under 18'),
  );

  for (const screen of ['login', 'case overview', 'case review'] as const) {
    scanned(screen, ({ adminScans }) => adminScans.expectClean(screen));
  }
  for (const title of ['Approve Case', 'Deny Case'] as const) {
    scanned(`case review with the "${title}" dialog open`, ({ adminScans }) =>
      adminScans.expectClean(title),
    );
  }
  for (const screen of ['case review with flags', 'Approve Case with flags'] as const) {
    scanned(screen, ({ adminScans }) => adminScans.expectClean(screen));
  }
  for (const screen of [
    'case not found',
    'telehealth consent',
    'privacy notice',
    '404 page',
  ] as const) {
    scanned(screen, ({ adminScans }) => adminScans.expectClean(screen));
  }
});

describe('focus', () => {
  test('every step change moves focus to the new step title, forward and back', async ({
    page,
  }) => {
    await page.goto('/');
    await expectStep(page, 'name', { focused: false });
    const ids = SURVEY_STEPS.map((step) => step.id);
    for (const [index, id] of ids.entries()) {
      if (index > 0) await expectStep(page, id);
      if (id === 'thank-you') break;
      // Back and forward again where there is a Back: both land on a title.
      if (index > 0 && id !== 'attestation') {
        await page.getByRole('button', { name: 'Back', exact: true }).click();
        await expectStep(page, ids[index - 1] ?? 'name');
        await continueButton(page).click();
        await expectStep(page, id);
      }
      await answerStep(page, id, patient);
      await continueButton(page).click();
    }
    await expectFocusOnHeading(page, headingOf('thank-you'));
  });

  test('the focus ring shows on links, buttons, toggles, checkboxes and fields', async ({
    page,
  }) => {
    await page.goto('/');
    await expectStep(page, 'name', { focused: false });
    const login = page.getByRole('link', { name: 'Login' });
    await tabTo(page, login);
    await expectVisibleFocus(login);
    const brand = page.getByRole('link', { name: /×/ });
    await tabTo(page, brand);
    await expectVisibleFocus(brand);
    const name = page.getByRole('textbox', { name: titleOf('name') });
    await tabTo(page, name);
    await expectVisibleFocus(name);
    await page.keyboard.type(patient.name);
    await tabTo(page, continueButton(page));
    await expectVisibleFocus(continueButton(page));
    await page.keyboard.press('Enter');

    await expectStep(page, 'age');
    await tabTo(page, page.getByRole('spinbutton', { name: titleOf('age') }));
    await page.keyboard.type(patient.age);
    await page.keyboard.press('Enter');

    await expectStep(page, 'sex');
    const female = choiceGroup(page, 'sex').getByRole('radio', { name: 'Female' });
    await tabTo(page, female);
    await expectVisibleFocus(female);
    await page.keyboard.press('Space');
    const back = page.getByRole('button', { name: 'Back', exact: true });
    await tabTo(page, back);
    await expectVisibleFocus(back);
    await tabTo(page, continueButton(page), { backwards: true });
    await page.keyboard.press('Enter');

    await expectStep(page, 'state');
    const state = page.getByRole('combobox', { name: 'State' });
    await tabTo(page, state);
    await expectVisibleFocus(state);
    await page.keyboard.type(patient.state);
    await page.keyboard.press('Enter');

    await expectStep(page, 'medical-conditions');
    const checkbox = page.getByRole('checkbox', { name: 'Arthritis', exact: true });
    await tabTo(page, checkbox);
    await expectVisibleFocus(checkbox);
    await saveScreenshot(page, 'focus-ring-checkbox');

    await page.goto('/case-overview');
    await showingLine(page, 10).waitFor();
    const review = page.getByRole('link', { name: 'Review case of John Smith' });
    await tabTo(page, review, { maxPresses: 60 });
    await expectVisibleFocus(review);
  });

  for (const [title, opener] of [
    ['Approve Case', 'Approve'],
    ['Deny Case', 'Deny'],
  ] as const) {
    test(`the "${title}" dialog traps focus and gives it back to ${opener} after Cancel`, async ({
      page,
    }) => {
      await openReviewOfCase2(page);
      const openButton = page.getByRole('button', { name: opener, exact: true });
      await tabTo(page, openButton, { maxPresses: 60 });
      await expectVisibleFocus(openButton);
      await page.keyboard.press('Enter');

      const box = dialog(page, title);
      await box.waitFor();
      const cancel = box.getByRole('button', { name: 'Cancel' });
      const confirm = box.getByRole('button', { name: opener, exact: true });
      await expect.poll(() => isFocused(cancel)).toBe(true);

      // Tab and Shift+Tab cycle between the dialog's two buttons and never leave it.
      const seen: string[] = [];
      for (let presses = 0; presses < 4; presses += 1) {
        await page.keyboard.press('Tab');
        expect(await box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        seen.push((await activeElement(page)).text);
      }
      expect(seen).toEqual([opener, 'Cancel', opener, 'Cancel']);
      await page.keyboard.press('Shift+Tab');
      expect(await isFocused(confirm)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await isFocused(cancel)).toBe(true);
      await expectVisibleFocus(cancel);

      // Cancel by keyboard: the dialog closes and focus goes back to the button that opened it.
      await page.keyboard.press('Enter');
      await box.waitFor({ state: 'hidden' });
      await expect.poll(() => isFocused(openButton)).toBe(true);
      expect(await stepHeading(page, 'name').count()).toBe(0);
    });
  }
});
