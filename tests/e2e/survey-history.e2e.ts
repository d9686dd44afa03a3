import type { Page } from 'playwright-core';
import { describe, expect, test } from './support/fixtures';
import { isFocused, tabInto, tabTo } from './support/keyboard';
import {
  advanceTo,
  answerStep,
  choiceGroup,
  chosenIn,
  continueButton,
  continueRefuses,
  expectStep,
  headingOf,
  pressContinue,
  samplePatient,
  titleOf,
} from './support/survey';

const answers = samplePatient('Hana History');
const BRAND = 'Partner × Provider';

const checkedConditions = (page: Page) =>
  page
    .getByRole('checkbox', { checked: true })
    .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''));

describe('the survey and the browser history', () => {
  test('Back and Forward through steps 5, 4, 5 keep every answer, the unsent tick too', async ({
    page,
  }) => {
    await advanceTo(page, 'medical-conditions', answers);
    await expectStep(page, 'medical-conditions');
    expect(await page.title()).toBe(`${headingOf('medical-conditions')} - ${BRAND}`);
    await page.getByRole('checkbox', { name: 'Knee Pain', exact: true }).check();

    await page.goBack();
    await expectStep(page, 'state');
    expect(await page.getByRole('combobox', { name: 'State' }).inputValue()).toBe(answers.state);
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goForward();
    await expectStep(page, 'medical-conditions');
    expect(await checkedConditions(page)).toEqual(['Knee Pain']);

    // A reload keeps the unsent tick as well.
    await page.reload();
    await expectStep(page, 'medical-conditions', { focused: false });
    expect(await checkedConditions(page)).toEqual(['Knee Pain']);

    // ... and the history still works after the reload.
    await page.goBack();
    await expectStep(page, 'state');
    await page.goForward();
    await expectStep(page, 'medical-conditions');
    expect(await checkedConditions(page)).toEqual(['Knee Pain']);
  });

  test('a Forward the machine refuses stays on the step and says what is missing', async ({
    page,
  }) => {
    await advanceTo(page, 'age', answers);
    await page.goBack();
    await expectStep(page, 'name');
    await page.getByRole('textbox', { name: titleOf('name') }).fill('');
    await page.goForward();
    await page
      .getByText('Enter your first and last name to continue', { exact: true })
      .and(page.locator('p'))
      .waitFor();
    // No step change, so the focus stays where the person was typing.
    await expectStep(page, 'name', { focused: false });
  });

  test('Back from the thank-you keeps it, sends nothing again, and it survives a reload', async ({
    page,
  }) => {
    await advanceTo(page, 'thank-you', answers);
    await page.getByText('Your reference number is 11.', { exact: true }).waitFor();
    expect(await page.title()).toBe(`Thank you! - ${BRAND}`);

    await page.goBack();
    await expectStep(page, 'thank-you', { focused: false });
    expect(await continueButton(page).count()).toBe(0);

    await page.reload();
    await expectStep(page, 'thank-you', { focused: false });
    await page.getByText('Your reference number is 11.', { exact: true }).waitFor();
    const cases = await page.evaluate(() => JSON.parse(localStorage.getItem('cases') ?? '[]'));
    expect(cases).toHaveLength(11);
  });
});

describe('radio groups and a Continue that explains itself', () => {
  test('Tab enters at the chosen option, arrows move and choose, the tree says "2 of 3"', async ({
    page,
  }) => {
    await advanceTo(page, 'sex', answers);
    const group = choiceGroup(page, 'sex');
    await tabInto(page, group);
    expect(await isFocused(group.getByRole('radio', { name: 'Female' }))).toBe(true);
    await page.keyboard.press('ArrowRight');
    const male = group.getByRole('radio', { name: 'Male', exact: true });
    expect(await isFocused(male)).toBe(true);
    expect(await chosenIn(page, 'sex')).toEqual(['Male']);

    // Chromium's accessibility tree: a radio named Male, checked, second of three.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{
        role?: { value?: string };
        name?: { value?: string };
        properties?: Array<{ name: string; value: { value?: unknown } }>;
      }>;
    };
    const radio = nodes.find((n) => n.role?.value === 'radio' && n.name?.value === 'Male');
    const props = Object.fromEntries((radio?.properties ?? []).map((p) => [p.name, p.value.value]));
    expect(props).toMatchObject({ checked: 'true' });
    const radios = nodes.filter((n) => n.role?.value === 'radio');
    expect(radios.map((n) => n.name?.value)).toEqual(['Female', 'Male', 'Other']);
    // The browser counts "2 of 3" over the native radios that share one name.
    const names = await group
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).name));
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(1);

    // Leave the group and come back: Tab lands on the chosen option, not the first.
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(male)).toBe(true);
    await page.keyboard.press('Enter');
    await expectStep(page, 'state');
  });

  test('a refused Continue stays reachable and says what is missing', async ({ page }) => {
    await advanceTo(page, 'height-weight', answers);
    expect(await continueRefuses(page)).toBe(true);
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Enter');
    await page
      .getByText('Choose your height and enter your weight to continue', { exact: true })
      .and(page.locator('p'))
      .waitFor();
    await expectStep(page, 'height-weight', { focused: false });
    await answerStep(page, 'height-weight', answers);
    await pressContinue(page, 'Space');
    await expectStep(page, 'surgery');
  });
});
