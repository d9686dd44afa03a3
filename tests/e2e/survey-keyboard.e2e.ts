import type { Page } from 'playwright-core';
import { tabTo } from './support/keyboard';
import { describe, DESKTOP, expect, PHONE, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';
import {
  choiceGroup,
  chooseByKeyboard,
  expectStep,
  samplePatient,
  stepHeading,
  THANK_YOU_TEXT,
  titleOf,
  type PatientAnswers,
} from './support/survey';

interface StoredCase {
  id: number;
  name: string;
  status: string;
  dateSubmitted: string;
  answers?: Record<string, unknown>;
}

async function storedCases(page: Page): Promise<StoredCase[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('cases') ?? '[]'));
}

/** The whole survey with Tab, Space, Enter, arrows and typing: no mouse at all. */
async function completeSurveyByKeyboard(page: Page, answers: PatientAnswers) {
  // 0 · name: the first load leaves focus alone; Tab from the top of the page.
  await expectStep(page, 'name', { focused: false });
  await tabTo(page, page.getByRole('textbox', { name: titleOf('name') }));
  await page.keyboard.type(answers.name);
  await saveScreenshot(page, 'survey-00-name');
  await page.keyboard.press('Enter');

  // 1 · age
  await expectStep(page, 'age');
  await tabTo(page, page.getByRole('spinbutton', { name: titleOf('age') }));
  await page.keyboard.type(answers.age);
  await saveScreenshot(page, 'survey-01-age');
  await page.keyboard.press('Enter');

  // 2 · sex: a radio group; Tab enters it, arrows move and choose, Enter continues.
  await expectStep(page, 'sex');
  await chooseByKeyboard(page, choiceGroup(page, 'sex'), answers.sex);
  await saveScreenshot(page, 'survey-02-sex');
  await page.keyboard.press('Enter');

  // 3 · state: a native select; typing an option's text selects it, Enter advances.
  await expectStep(page, 'state');
  const state = page.getByRole('combobox', { name: 'State' });
  await tabTo(page, state);
  await page.keyboard.type(answers.state);
  expect(await state.inputValue()).toBe(answers.state);
  await saveScreenshot(page, 'survey-03-state');
  await page.keyboard.press('Enter');

  // 4 · medical conditions: Tab to each checkbox, Space ticks it; Enter continues.
  await expectStep(page, 'medical-conditions');
  for (const condition of answers.conditions) {
    const checkbox = page.getByRole('checkbox', { name: condition, exact: true });
    await tabTo(page, checkbox);
    await page.keyboard.press('Space');
    expect(await checkbox.isChecked()).toBe(true);
  }
  await saveScreenshot(page, 'survey-04-medical-conditions');
  await page.keyboard.press('Enter');

  // 5 · chronic pain
  await expectStep(page, 'chronic-pain');
  await chooseByKeyboard(page, choiceGroup(page, 'chronic-pain'), answers.chronicPain);
  await saveScreenshot(page, 'survey-05-chronic-pain');
  await page.keyboard.press('Enter');

  // 6 · height & weight: Enter in the weight box advances once both are given.
  await expectStep(page, 'height-weight');
  const height = page.getByRole('combobox', { name: 'Height' });
  await tabTo(page, height);
  await page.keyboard.type(answers.height);
  expect(await height.inputValue()).toBe(answers.height);
  await tabTo(page, page.getByRole('spinbutton', { name: 'Weight' }));
  await page.keyboard.type(answers.weight);
  await saveScreenshot(page, 'survey-06-height-weight');
  await page.keyboard.press('Enter');

  // 7 · surgery
  await expectStep(page, 'surgery');
  await chooseByKeyboard(page, choiceGroup(page, 'surgery'), answers.surgery);
  await saveScreenshot(page, 'survey-07-surgery');
  await page.keyboard.press('Enter');

  // 8 · risk factors: Ctrl+Enter submits the non-empty text, as the hint says.
  await expectStep(page, 'risk-factors');
  await page.getByText('Press Ctrl+Enter', { exact: true }).waitFor();
  await tabTo(page, page.getByRole('textbox', { name: titleOf('risk-factors') }));
  await page.keyboard.type(answers.riskFactors);
  await saveScreenshot(page, 'survey-08-risk-factors');
  await page.keyboard.press('Control+Enter');

  // 9 · attestation: Enter on its heading (where the focus lands) submits; Space on
  // Continue would too.
  await expectStep(page, 'attestation');
  await saveScreenshot(page, 'survey-09-attestation');
  await page.keyboard.press('Enter');

  // 10 · thank you
  await expectStep(page, 'thank-you');
  await page.getByText(THANK_YOU_TEXT, { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
  await saveScreenshot(page, 'survey-10-thank-you');
}

describe('a patient completes the survey with the keyboard alone', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} × ${viewport.height}, and the case reaches the overview`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const answers = samplePatient(`Kim Keyboard ${viewport.width}`);
      await page.goto('/');

      await completeSurveyByKeyboard(page, answers);

      // The submission is the 11th case: after the 10 seeded ones, Open, with every answer.
      const cases = await storedCases(page);
      expect(cases).toHaveLength(11);
      expect(cases[10]).toMatchObject({
        id: 11,
        name: answers.name,
        status: 'Open',
        answers: {
          name: answers.name,
          age: answers.age,
          sex: answers.sex,
          state: answers.state,
          medicalConditions: answers.conditions,
          hasChronicPain: answers.chronicPain === 'Yes',
          height: answers.height,
          weight: answers.weight,
          hasSurgery: answers.surgery === 'Yes',
          riskFactors: answers.riskFactors,
        },
      });
      expect(cases[10]?.dateSubmitted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // A finished survey keeps only its reference, no answer.
      const kept = await page.evaluate(() => window.sessionStorage.getItem('survey.snapshot'));
      expect(JSON.parse(kept ?? 'null')).toMatchObject({ submitted: { caseId: 11 } });
      expect(kept).not.toContain(answers.name);
      await page.getByText('Your reference number is 11.', { exact: true }).waitFor();

      await page.goto('/case-overview');
      await page.getByRole('heading', { level: 1, name: 'Case Overview' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: answers.name });
      await row.waitFor();
      expect(await row.getByText('Open', { exact: true }).count()).toBeGreaterThan(0);
      expect(await stepHeading(page, 'name').count()).toBe(0);
    });
  }
});
