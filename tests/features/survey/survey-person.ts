import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { SurveyAnswers } from '../../../machines/survey';
import type { SpecStep } from '../../support/spec-steps';

// The survey as a person sees and answers it: found by roles and visible names only (never
// through the screens' own text map), so the checks hold however the steps are built, e.g.
// choice buttons or radio groups, a disabled or an aria-disabled Continue, a numbered title.

/** A heading of level 1 or 2 whose name contains the spec's title. */
export function stepHeading(title: SpecStep['title']): HTMLElement {
  const matches = (name: string) =>
    typeof title === 'string' ? name.includes(title) : title.test(name);
  const headings = screen
    .queryAllByRole('heading', { name: matches })
    .filter((heading) => [1, 2].includes(headingLevel(heading)));
  expect(headings, `a heading containing ${String(title)}`).toHaveLength(1);
  return headings[0]!;
}

function headingLevel(heading: HTMLElement): number {
  const level = heading.getAttribute('aria-level') ?? heading.tagName.replace(/^H/, '');
  return Number(level);
}

export const progressBar = () => screen.getByRole('progressbar', { name: /progress/i });

export const continueButton = () =>
  screen.queryByRole('button', { name: /^(Continue|Loading\.\.\.)/ });

/** Enabled as a person can use it: neither disabled nor aria-disabled. */
export function isUsable(button: HTMLElement | null): boolean {
  return (
    button !== null &&
    !(button as HTMLButtonElement).disabled &&
    button.getAttribute('aria-disabled') !== 'true'
  );
}

export const backButton = () => screen.queryByRole('button', { name: 'Back' });

/** One option of a single choice, whether a radio or a toggle button. */
const option = (name: string) =>
  screen.queryByRole('radio', { name }) ?? screen.getByRole('button', { name });

function isChosen(element: HTMLElement): boolean {
  return (
    element.getAttribute('aria-checked') === 'true' ||
    element.getAttribute('aria-pressed') === 'true' ||
    (element as HTMLInputElement).checked === true
  );
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const numberField = () => screen.queryByRole('spinbutton') ?? screen.getByRole('textbox');
const textField = () => screen.getByRole('textbox');
const select = () => screen.getByRole('combobox');
const heightSelect = () => screen.getByRole('combobox', { name: /height/i });
const weightField = () =>
  screen.queryByRole('spinbutton', { name: /weight/i }) ??
  screen.getByRole('textbox', { name: /weight/i });
const yesNo = (answer: boolean | null | undefined) =>
  answer === true ? ['Yes'] : answer === false ? ['No'] : [];

/** Replaces a field's text; pasted in one go, as the model tests give many answers. */
async function retype(user: UserEvent, field: HTMLElement, text: string | undefined) {
  await user.clear(field);
  if (text) await user.paste(text);
}

/** Gives a step's answer the way a person would, without pressing Continue. */
export async function answerStep(
  user: UserEvent,
  state: SpecStep['state'],
  value: Partial<SurveyAnswers>,
) {
  switch (state) {
    case 'name':
      return retype(user, textField(), value.name);
    case 'age':
      return retype(user, numberField(), value.age);
    case 'sex':
      return value.sex ? user.click(option(value.sex)) : undefined;
    case 'state':
      return value.state ? user.selectOptions(select(), value.state) : undefined;
    case 'medicalConditions': {
      // The boxes ticked now are those of an earlier answer: a walk may come back to the step.
      const wanted = value.medicalConditions ?? [];
      for (const box of screen.getAllByRole('checkbox')) {
        if (isChosen(box) && !wanted.some((name) => box === checkbox(name))) await user.click(box);
      }
      for (const condition of wanted) {
        if (!isChosen(checkbox(condition))) await user.click(checkbox(condition));
      }
      return undefined;
    }
    case 'chronicPain':
      for (const name of yesNo(value.hasChronicPain)) await user.click(option(name));
      return undefined;
    case 'surgery':
      for (const name of yesNo(value.hasSurgery)) await user.click(option(name));
      return undefined;
    case 'heightWeight':
      if (value.height) await user.selectOptions(heightSelect(), value.height);
      return retype(user, weightField(), value.weight);
    case 'riskFactors':
      return retype(user, textField(), value.riskFactors);
    default:
      return undefined;
  }
}

const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value;
const chosen = (names: string[]) => names.filter((name) => isChosen(option(name)));

/** Asserts the answer a step shows (nothing given yet: an empty step). */
export function expectAnswerShown(state: SpecStep['state'], value: Partial<SurveyAnswers>) {
  switch (state) {
    case 'name':
      return expect(inputValue(textField())).toBe(value.name ?? '');
    case 'age':
      return expect(inputValue(numberField())).toBe(value.age ?? '');
    case 'sex':
      return expect(chosen(['Female', 'Male', 'Other'])).toEqual(value.sex ? [value.sex] : []);
    case 'state':
      return expect(inputValue(select())).toBe(value.state ?? '');
    case 'medicalConditions': {
      const expected = value.medicalConditions ?? [];
      for (const name of expected)
        expect(isChosen(screen.getByRole('checkbox', { name }))).toBe(true);
      return expect(screen.getAllByRole('checkbox').filter(isChosen)).toHaveLength(expected.length);
    }
    case 'chronicPain':
      return expect(chosen(['Yes', 'No'])).toEqual(yesNo(value.hasChronicPain));
    case 'surgery':
      return expect(chosen(['Yes', 'No'])).toEqual(yesNo(value.hasSurgery));
    case 'heightWeight':
      expect(inputValue(heightSelect())).toBe(value.height ?? '');
      return expect(inputValue(weightField())).toBe(value.weight ?? '');
    case 'riskFactors':
      return expect(inputValue(textField())).toBe(value.riskFactors ?? '');
    default:
      return undefined;
  }
}

/** The attestation's Change of each step, by the name a person hears ("Change age"). */
const CHANGE_NAMES: Record<string, string> = {
  name: 'Change name',
  age: 'Change age',
  sex: 'Change sex assigned at birth',
  state: 'Change state',
  medicalConditions: 'Change medical conditions',
  chronicPain: 'Change chronic pain for 3+ months',
  heightWeight: 'Change height',
  surgery: 'Change surgeries',
  riskFactors: 'Change risk factors',
};

export const changeButton = (state: SpecStep['state']) =>
  screen.getByRole('button', { name: CHANGE_NAMES[state] });
