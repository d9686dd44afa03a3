import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/fixtures';
import {
  answerStep,
  chosenIn,
  continueButton,
  expectStep,
  samplePatient,
  titleOf,
  type SurveyStepId,
} from './support/survey';

const answers = samplePatient('Rita Resume');

const back = (page: Page) => page.getByRole('button', { name: 'Back', exact: true }).click();
const next = (page: Page) => continueButton(page).click();

const pressedIn = chosenIn;

/** Checks that a step shows the answer given earlier. */
async function expectAnswerShown(page: Page, step: SurveyStepId, { focused = true } = {}) {
  await expectStep(page, step, { focused });
  switch (step) {
    case 'name':
      expect(await page.getByRole('textbox', { name: titleOf('name') }).inputValue()).toBe(
        answers.name,
      );
      break;
    case 'age':
      expect(await page.getByRole('spinbutton', { name: titleOf('age') }).inputValue()).toBe(
        answers.age,
      );
      break;
    case 'sex':
      expect(await pressedIn(page, 'sex')).toEqual([answers.sex]);
      break;
    case 'state':
      expect(await page.getByRole('combobox', { name: 'State' }).inputValue()).toBe(answers.state);
      break;
    case 'medical-conditions': {
      const checked = page.getByRole('checkbox', { checked: true });
      const labels = await checked.evaluateAll((boxes) =>
        boxes.map((box) => box.closest('label')?.textContent ?? ''),
      );
      expect(labels).toEqual(answers.conditions);
      break;
    }
    case 'chronic-pain':
      expect(await pressedIn(page, 'chronic-pain')).toEqual([answers.chronicPain]);
      break;
    case 'height-weight':
      expect(await page.getByRole('combobox', { name: 'Height' }).inputValue()).toBe(
        answers.height,
      );
      expect(await page.getByRole('spinbutton', { name: 'Weight' }).inputValue()).toBe(
        answers.weight,
      );
      break;
    case 'surgery':
      expect(await pressedIn(page, 'surgery')).toEqual([answers.surgery]);
      break;
    case 'risk-factors':
      expect(await page.getByRole('textbox', { name: titleOf('risk-factors') }).inputValue()).toBe(
        answers.riskFactors,
      );
      break;
    default:
      break;
  }
}

async function answerAndContinue(page: Page, step: SurveyStepId, { focused = true } = {}) {
  await expectStep(page, step, { focused });
  await answerStep(page, step, answers);
  await next(page);
}

const ORDER: SurveyStepId[] = [
  'name',
  'age',
  'sex',
  'state',
  'medical-conditions',
  'chronic-pain',
  'height-weight',
  'surgery',
  'risk-factors',
];

describe('a patient goes back and forth and resumes after a reload', () => {
  test('Back shows every earlier answer, and a reload resumes at the same step', async ({
    page,
  }) => {
    await page.goto('/');

    // Forward through the first four steps, then all the way Back: each answer is shown again.
    // (The first page load leaves focus alone; every step change after it moves focus.)
    await answerAndContinue(page, 'name', { focused: false });
    for (const step of ORDER.slice(1, 4)) await answerAndContinue(page, step);
    await expectStep(page, 'medical-conditions');
    for (const step of [...ORDER.slice(0, 4)].reverse()) {
      await back(page);
      await expectAnswerShown(page, step);
    }
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);

    // Forward again keeps them: Continue alone walks to where we were.
    for (const step of ORDER.slice(0, 4)) {
      await expectAnswerShown(page, step);
      await next(page);
    }
    for (const step of ORDER.slice(4, 7)) await answerAndContinue(page, step);
    await expectStep(page, 'surgery');

    // Reload mid-way: the same step, with the progress bar where it was.
    await page.reload();
    await expectStep(page, 'surgery', { focused: false });

    // Every earlier answer is still there, step by step going back ...
    for (const step of [...ORDER.slice(0, 7)].reverse()) {
      await back(page);
      await expectAnswerShown(page, step);
    }

    // ... and again after a second reload on the first step.
    await page.reload();
    await expectAnswerShown(page, 'name', { focused: false });
    await next(page);
    for (const step of ORDER.slice(1, 7)) {
      await expectAnswerShown(page, step);
      await next(page);
    }

    // The rest of the survey, with a Back from the attestation on the way.
    await answerAndContinue(page, 'surgery');
    await answerAndContinue(page, 'risk-factors');
    await expectStep(page, 'attestation');
    await back(page);
    await expectAnswerShown(page, 'risk-factors');
    await next(page);
    await expectStep(page, 'attestation');
    await page.reload();
    await expectStep(page, 'attestation', { focused: false });
    await next(page);
    await expectStep(page, 'thank-you');

    const cases = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('cases') ?? '[]'),
    );
    expect(cases).toHaveLength(11);
    expect(cases[10]).toMatchObject({
      name: answers.name,
      answers: { state: answers.state, height: answers.height, riskFactors: answers.riskFactors },
    });

    // A reload after the end keeps the thank-you and its reference, never the answers ...
    await page.reload();
    await expectStep(page, 'thank-you', { focused: false });
    await page.getByText('Your reference number is 11.', { exact: true }).waitFor();
    const kept = await page.evaluate(() => window.sessionStorage.getItem('survey.snapshot') ?? '');
    expect(kept).not.toContain(answers.name);

    // ... and a new survey starts only when the person asks for one.
    await page.getByRole('button', { name: 'Start a new questionnaire' }).click();
    await expectStep(page, 'name');
    expect(await page.getByRole('textbox', { name: titleOf('name') }).inputValue()).toBe('');
  });
});
