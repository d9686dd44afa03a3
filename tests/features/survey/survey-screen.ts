import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import {
  progressPercent,
  stepDraft,
  type SurveyAnswers,
  type SurveyStepId,
} from '../../../machines/survey';

// How a person finds and answers each step on screen, shared by the survey's screen tests.

/** Each step's title as SPEC §2 and PRODUCT.md word it, in the survey's order. */
export const TITLES: Record<SurveyStepId, string> = {
  name: "What's your first and last name?",
  age: 'How old are you?',
  sex: 'What sex were you assigned at birth?',
  state: 'What state do you live in?',
  medicalConditions: 'Have you been diagnosed with any of the following conditions?',
  chronicPain: 'Has your chronic pain occurred for 3+ months?',
  heightWeight: "What's your height & weight?",
  surgery: 'Have you ever had any surgeries?',
  riskFactors:
    'Tell us about any risk factors or why you want to prevent these conditions (optional)',
  attestation: 'Medical necessity attestation',
  thankYou: 'Thank you!',
};

/** The step heading's full name: "Step 4 of 11: What state do you live in?". */
export function headingOf(step: SurveyStepId): string {
  if (step === 'thankYou') return TITLES.thankYou;
  return `Step ${Object.keys(TITLES).indexOf(step) + 1} of 11: ${TITLES[step]}`;
}

export const continueButton = () =>
  screen.getByRole('button', { name: /^(Continue|Loading\.\.\.)$/ });
export const backButton = () => screen.getByRole('button', { name: 'Back' });
export const title = (step: SurveyStepId) =>
  screen.getByRole('heading', { level: 1, name: headingOf(step) });

const textField = (step: SurveyStepId) => screen.getByRole('textbox', { name: TITLES[step] });
const ageField = () => screen.getByRole('spinbutton', { name: 'How old are you?' });
const weightField = () => screen.getByRole('spinbutton', { name: 'Weight' });
export const choice = (name: string) => screen.getByRole('radio', { name });

/**
 * Replaces a field's text, pasted in one go: the walks give many answers, and typing them key
 * by key re-renders the page per key. Typing itself (Enter, a digit at a time) has tests of
 * its own in survey-page.test.tsx.
 */
async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}

/** Puts a step's value on screen the way a person would, without pressing Continue. */
export async function fillStep(user: UserEvent, step: SurveyStepId, value: Partial<SurveyAnswers>) {
  switch (step) {
    case 'name':
      return retype(user, textField('name'), value.name ?? '');
    case 'age':
      return retype(user, ageField(), value.age ?? '');
    case 'sex':
      return value.sex ? user.click(choice(value.sex)) : undefined;
    case 'state':
      return value.state
        ? user.selectOptions(screen.getByRole('combobox', { name: 'State' }), value.state)
        : undefined;
    case 'medicalConditions':
      for (const condition of value.medicalConditions ?? []) {
        await user.click(screen.getByRole('checkbox', { name: condition }));
      }
      return;
    case 'chronicPain':
    case 'surgery': {
      const answer = step === 'surgery' ? value.hasSurgery : value.hasChronicPain;
      return answer === null || answer === undefined
        ? undefined
        : user.click(choice(answer ? 'Yes' : 'No'));
    }
    case 'heightWeight':
      if (value.height) {
        await user.selectOptions(screen.getByRole('combobox', { name: 'Height' }), value.height);
      }
      return retype(user, weightField(), value.weight ?? '');
    case 'riskFactors':
      return retype(user, textField('riskFactors'), value.riskFactors ?? '');
    default:
      return undefined;
  }
}

/** Asserts the screen shows a step with its progress and the answers it starts from. */
export function expectStepShown(step: SurveyStepId, answers: SurveyAnswers) {
  expect(title(step)).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(progressPercent(step))),
  );
  const draft = stepDraft(step, answers);
  const pressed = (name: string) => (choice(name) as HTMLInputElement).checked;
  switch (step) {
    case 'name':
      return expect(textField('name')).toHaveValue(draft.name);
    case 'age':
      return expect(ageField()).toHaveValue(draft.age ? Number(draft.age) : null);
    case 'sex':
      return expect(['Female', 'Male', 'Other'].filter(pressed)).toEqual(
        draft.sex ? [draft.sex] : [],
      );
    case 'state':
      return expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue(draft.state ?? '');
    case 'medicalConditions': {
      const group = screen.getByRole('group', { name: TITLES.medicalConditions });
      const checked = within(group)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        // A checkbox's name is its label's text; getByRole per option would be far slower.
        // eslint-disable-next-line testing-library/no-node-access
        .map((box) => box.closest('label')?.textContent);
      return expect(checked).toEqual(draft.medicalConditions);
    }
    case 'chronicPain':
    case 'surgery': {
      const answer = step === 'surgery' ? draft.hasSurgery : draft.hasChronicPain;
      const expected = answer === true ? ['Yes'] : answer === false ? ['No'] : [];
      return expect(['Yes', 'No'].filter(pressed)).toEqual(expected);
    }
    case 'heightWeight':
      expect(screen.getByRole('combobox', { name: 'Height' })).toHaveValue(draft.height);
      return expect(weightField()).toHaveValue(draft.weight ? Number(draft.weight) : null);
    case 'riskFactors':
      return expect(textField('riskFactors')).toHaveValue(draft.riskFactors);
    default:
      return undefined;
  }
}
