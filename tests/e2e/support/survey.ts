import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectFocusOnHeading, expectVisibleFocus, isFocused, tabInto, tabTo } from './keyboard';

/** The survey's steps in order with their titles (SPEC §2, PRODUCT.md). */
export const SURVEY_STEPS = [
  { id: 'name', title: "What's your first and last name?" },
  { id: 'age', title: 'How old are you?' },
  { id: 'sex', title: 'What sex were you assigned at birth?' },
  { id: 'state', title: 'What state do you live in?' },
  {
    id: 'medical-conditions',
    title: 'Have you been diagnosed with any of the following conditions?',
  },
  { id: 'chronic-pain', title: 'Has your chronic pain occurred for 3+ months?' },
  { id: 'height-weight', title: "What's your height & weight?" },
  { id: 'surgery', title: 'Have you ever had any surgeries?' },
  {
    id: 'risk-factors',
    title: 'Tell us about any risk factors or why you want to prevent these conditions (optional)',
  },
  { id: 'attestation', title: 'Medical necessity attestation' },
  { id: 'thank-you', title: 'Thank you!' },
] as const;

export type SurveyStepId = (typeof SURVEY_STEPS)[number]['id'];

export function titleOf(step: SurveyStepId): string {
  const found = SURVEY_STEPS.find((candidate) => candidate.id === step);
  if (!found) throw new Error(`Unknown step ${step}`);
  return found.title;
}

export const THANK_YOU_TEXT =
  'We have received your information. You will receive your Letter of Medical Necessity within the next day.';
export const UNDER_AGE_TEXT = 'You must be 18 or older to use this service';

export interface PatientAnswers {
  name: string;
  age: string;
  sex: 'Female' | 'Male' | 'Other';
  state: string;
  conditions: string[];
  chronicPain: 'Yes' | 'No';
  height: string;
  weight: string;
  surgery: 'Yes' | 'No';
  riskFactors: string;
}

export const samplePatient = (name: string): PatientAnswers => ({
  name,
  age: '42',
  sex: 'Other',
  state: 'Oregon',
  conditions: ['Arthritis', 'Lower Back Pain'],
  chronicPain: 'Yes',
  height: `5'7"`,
  weight: '160',
  surgery: 'No',
  riskFactors: 'Family history of heart disease; I sit at a desk all day.',
});

/** The step's heading as the focus finds it: "Step 4 of 11: What state do you live in?". */
export function headingOf(step: SurveyStepId): string {
  if (step === 'thank-you') return titleOf(step);
  const index = SURVEY_STEPS.findIndex((candidate) => candidate.id === step);
  return `Step ${index + 1} of 11: ${titleOf(step)}`;
}

export function stepHeading(page: Page, step: SurveyStepId): Locator {
  // Chromium may name the heading with or without a space before the colon (its parts sit in
  // separate elements): match either, nothing else.
  const escaped = headingOf(step)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(': ', '\\s*:\\s*');
  return page.getByRole('heading', { level: 1, name: new RegExp(`^${escaped}$`) });
}

export function continueButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Continue', exact: true });
}

export function choiceGroup(page: Page, step: 'sex' | 'chronic-pain' | 'surgery'): Locator {
  return page.getByRole('radiogroup', { name: titleOf(step), exact: true });
}

/** The options of a choice group that are chosen, by their names. */
export async function chosenIn(page: Page, step: 'sex' | 'chronic-pain' | 'surgery') {
  const group = choiceGroup(page, step);
  const names: string[] = [];
  for (const option of await group.getByRole('radio').all()) {
    if (await option.isChecked())
      names.push((await option.evaluate((el) => el.closest('label')?.textContent)) ?? '');
  }
  return names;
}

/** Whether Continue refuses: it stays focusable, marked `aria-disabled`. */
export async function continueRefuses(page: Page): Promise<boolean> {
  return (await continueButton(page).getAttribute('aria-disabled')) === 'true';
}

function progressValue(page: Page): Promise<string | null> {
  return page.getByRole('progressbar', { name: 'Survey progress' }).getAttribute('aria-valuenow');
}

/** Expects the step on screen, its title focused, and the progress bar at (step + 1) / 11. */
/**
 * Waits for the browser history's current entry to stand for this step: the survey writes it
 * just after the step is painted, and the browser's Back means nothing before that.
 */
export async function historyAt(page: Page, step: SurveyStepId) {
  const index = SURVEY_STEPS.findIndex((candidate) => candidate.id === step);
  await page.waitForFunction(
    (expected) =>
      (window.history.state as { usr?: { surveyStep?: number } } | null)?.usr?.surveyStep ===
      expected,
    index,
  );
}

export async function expectStep(page: Page, step: SurveyStepId, { focused = true } = {}) {
  await stepHeading(page, step).waitFor();
  if (focused) await expectFocusOnHeading(page, headingOf(step));
  const index = SURVEY_STEPS.findIndex((candidate) => candidate.id === step);
  expect(await progressValue(page)).toBe(String(Math.round(((index + 1) / 11) * 100)));
  await historyAt(page, step);
}

/**
 * Picks an option of a radio group by keyboard: Tab enters the group (at the chosen option,
 * else the first), Space chooses the first, arrow keys move and choose.
 */
export async function chooseByKeyboard(page: Page, group: Locator, option: string) {
  const target = group.getByRole('radio', { name: option, exact: true });
  await tabInto(page, group);
  await page.keyboard.press('Space');
  for (let presses = 0; presses < 5 && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expectVisibleFocus(target);
  expect(await target.isChecked()).toBe(true);
}

/** Tabs to Continue, checks its focus ring and presses it with the given key. */
export async function pressContinue(page: Page, key: 'Enter' | 'Space' = 'Enter') {
  const button = continueButton(page);
  expect(await continueRefuses(page)).toBe(false);
  await tabTo(page, button);
  await expectVisibleFocus(button);
  await page.keyboard.press(key);
}

/** Answers the step on screen with the mouse and typing (no Continue). */
export async function answerStep(page: Page, step: SurveyStepId, answers: PatientAnswers) {
  switch (step) {
    case 'name':
      await page.getByRole('textbox', { name: titleOf('name') }).fill(answers.name);
      break;
    case 'age':
      await page.getByRole('spinbutton', { name: titleOf('age') }).fill(answers.age);
      break;
    case 'sex':
      await choiceGroup(page, 'sex').getByRole('radio', { name: answers.sex }).check();
      break;
    case 'state':
      await page.getByRole('combobox', { name: 'State' }).selectOption(answers.state);
      break;
    case 'medical-conditions':
      for (const condition of answers.conditions) {
        await page.getByRole('checkbox', { name: condition, exact: true }).check();
      }
      break;
    case 'chronic-pain':
      await choiceGroup(page, 'chronic-pain')
        .getByRole('radio', { name: answers.chronicPain })
        .check();
      break;
    case 'height-weight':
      await page.getByRole('combobox', { name: 'Height' }).selectOption(answers.height);
      await page.getByRole('spinbutton', { name: 'Weight' }).fill(answers.weight);
      break;
    case 'surgery':
      await choiceGroup(page, 'surgery').getByRole('radio', { name: answers.surgery }).check();
      break;
    case 'risk-factors':
      await page.getByRole('textbox', { name: titleOf('risk-factors') }).fill(answers.riskFactors);
      break;
    default:
      break;
  }
}

/** From a fresh survey at `/`, answers and continues until `target` is on screen. */
export async function advanceTo(page: Page, target: SurveyStepId, answers: PatientAnswers) {
  await page.goto('/');
  for (const { id } of SURVEY_STEPS) {
    await stepHeading(page, id).waitFor();
    if (id === target) return historyAt(page, id);
    await answerStep(page, id, answers);
    await continueButton(page).click();
  }
}

/**
 * Waits until the tab's record for resume (session storage) matches its screen: a new survey
 * is saved, and a thank-you keeps its case's reference, in the effects just after they
 * paint, which may come after `load` or after the heading shows on a busy machine. A record
 * put in for a reload before that would be written over, and the reload would open
 * something else.
 */
export function surveyRecordSaved(page: Page, kind: 'in progress' | 'submitted') {
  return page.waitForFunction((expected) => {
    const raw = window.sessionStorage.getItem('survey.snapshot');
    const record = raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
    return expected === 'submitted' ? 'submitted' in (record ?? {}) : 'snapshot' in (record ?? {});
  }, kind);
}
