import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SURVEY_STEPS, type SurveyStepId } from '../../../machines/survey';
import { caseRepository } from '../../../src/storage/case-repository';
import { SURVEY_SNAPSHOT_KEY } from '../../../src/storage/survey-snapshot-store';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { renderApp } from '../../support/render';
import { backButton, continueButton, expectStepShown, fillStep, title } from './survey-screen';

const answers = completeAnswers;

type User = ReturnType<typeof renderApp>['user'];

/** Answers each step from the first up to (not including) `stop`, by clicking Continue. */
async function answerUpTo(user: User, stop: SurveyStepId) {
  for (const step of SURVEY_STEPS.slice(0, SURVEY_STEPS.indexOf(stop))) {
    await fillStep(user, step, answers);
    await user.click(continueButton());
  }
  await waitFor(() => expect(title(stop)).toBeInTheDocument());
}

const progress = () => screen.getByRole('progressbar', { name: 'Survey progress' });

describe('the survey as specified', () => {
  // The whole survey, eleven screens: the suite's generous timeout (vite.config.ts) covers it.
  it('shows each step with the exact texts and progress from 9 to 100', async () => {
    const { user } = renderApp('/');
    const seen: string[] = [];
    for (const step of SURVEY_STEPS) {
      await waitFor(() => expect(title(step)).toBeInTheDocument());
      seen.push(progress().getAttribute('aria-valuenow') ?? '');
      if (step === 'thankYou') break;
      await fillStep(user, step, answers);
      await user.click(continueButton());
    }
    expect(seen).toEqual(['9', '18', '27', '36', '45', '55', '64', '73', '82', '91', '100']);
    expect(
      screen.getByText(
        'We have received your information. You will receive your Letter of Medical Necessity within the next day.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('uses the spec texts on the name, state, conditions and height steps', async () => {
    const { user } = renderApp('/');
    expect(title('name')).toBeVisible();
    expect(
      screen.getByText('Please note: you may not answer for someone else, including dependents'),
    ).toBeVisible();
    expect(screen.getByPlaceholderText('Enter your full name')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: "What's your first and last name?" })).getByText(
        'Press Enter',
      ),
    ).toBeVisible();
    expect(continueButton()).toHaveStyle({ minWidth: '200px' });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await answerUpTo(user, 'state');
    expect(
      screen.getByText('Your survey must be reviewed by a licensed provider in your state'),
    ).toBeVisible();
    const states = screen.getByRole('combobox', { name: 'State' });
    expect(
      within(states)
        .getAllByRole('option')
        .filter((option) => !(option as HTMLOptionElement).disabled),
    ).toHaveLength(50);

    await fillStep(user, 'state', answers);
    await user.click(continueButton());
    // The next step's body may still be loading: wait for it rather than look at once.
    expect(
      await screen.findByText('Select all conditions you have been diagnosed with'),
    ).toBeVisible();
    expect(screen.getAllByRole('checkbox')).toHaveLength(25);
  });
});

describe('keyboard rules', () => {
  it('Enter on the name step continues only when the name is not blank', async () => {
    const { user } = renderApp('/');
    const name = screen.getByRole('textbox', { name: "What's your first and last name?" });
    await user.type(name, '   {Enter}');
    expect(title('name')).toBeInTheDocument();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(name, 'Ada{Enter}');
    expect(title('age')).toHaveFocus();
  });

  it('Enter on age continues when valid; under 18 says why, over 120 blocks quietly', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'age');
    const age = screen.getByRole('spinbutton', { name: 'How old are you?' });

    await user.type(age, '17{Enter}');
    expect(title('age')).toBeInTheDocument();
    expect(screen.getByText('You must be 18 or older to use this service')).toBeVisible();
    expect(age).toHaveAttribute('aria-invalid', 'true');

    await user.clear(age);
    await user.type(age, '121{Enter}');
    expect(title('age')).toBeInTheDocument();
    expect(
      screen.queryByText('You must be 18 or older to use this service'),
    ).not.toBeInTheDocument();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');

    await user.clear(age);
    await user.type(age, '120{Enter}');
    expect(title('sex')).toHaveFocus();
  });

  it('waits for a second digit or a blur before showing the under-18 message', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'age');
    await user.type(screen.getByRole('spinbutton', { name: 'How old are you?' }), '5');
    expect(
      screen.queryByText('You must be 18 or older to use this service'),
    ).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('You must be 18 or older to use this service')).toBeVisible();
  });

  it('Enter on the state step continues once a state is chosen', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'state');
    const states = screen.getByRole('combobox', { name: 'State' });
    states.focus();
    await user.keyboard('{Enter}');
    expect(title('state')).toBeInTheDocument();
    await user.selectOptions(states, 'Texas');
    await user.keyboard('{Enter}');
    expect(title('medicalConditions')).toHaveFocus();
  });

  it('Enter on height & weight continues only when both are given', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'heightWeight');
    const weight = screen.getByRole('spinbutton', { name: 'Weight' });
    await user.type(weight, '150{Enter}');
    expect(title('heightWeight')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Height' }), `6'1"`);
    await user.type(weight, '{Enter}');
    expect(title('surgery')).toHaveFocus();
  });

  it('Enter on a choice step continues once an option is chosen', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'sex');
    screen.getByRole('radio', { name: 'Female' }).focus();
    await user.keyboard('{Enter}');
    expect(title('sex')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(title('state')).toHaveFocus();
  });

  it('Enter on the conditions and the attestation continues', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'medicalConditions');
    await user.click(screen.getByRole('checkbox', { name: 'Arthritis' }));
    await user.keyboard('{Enter}');
    expect(title('chronicPain')).toHaveFocus();
    for (const step of SURVEY_STEPS.slice(5, 9)) {
      await fillStep(user, step, answers);
      await user.click(continueButton());
    }
    expect(title('attestation')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(title('thankYou')).toHaveFocus());
  });

  it('Ctrl+Enter on risk factors continues only with text; Enter adds a line', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'riskFactors');
    const text = screen.getByRole('textbox', { name: /Tell us about any risk factors/ });
    expect(continueButton()).not.toHaveAttribute('aria-disabled');
    text.focus();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(title('riskFactors')).toBeInTheDocument();
    await user.type(text, 'Family history{Enter}of falls');
    expect(text).toHaveValue('Family history\nof falls');
    expect(title('riskFactors')).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(title('attestation')).toHaveFocus();
  });

  it('lets the optional risk factors be skipped with Continue', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'riskFactors');
    await user.click(continueButton());
    expect(title('attestation')).toHaveFocus();
  });
});

describe('going back and forth', () => {
  it('shows every earlier answer again, and keeps an unfinished one', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'heightWeight');
    await user.type(screen.getByRole('spinbutton', { name: 'Weight' }), '14');

    const expected = { ...answers, height: '', weight: '14' };
    for (const step of [...SURVEY_STEPS.slice(0, 6)].reverse()) {
      await user.click(backButton());
      expect(title(step)).toHaveFocus();
      expectStepShown(step, expected);
    }
    for (const step of SURVEY_STEPS.slice(1, 7)) {
      await user.click(continueButton());
      expectStepShown(step, expected);
    }
  });

  it('lets a chosen answer be changed', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'surgery');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    // Pressing the chosen answer again keeps it: a choice can be changed, not cleared.
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(continueButton()).not.toHaveAttribute('aria-disabled');
  });
});

describe('resume and submission', () => {
  it('resumes at the same step with every answer after a reload', async () => {
    const view = renderApp('/');
    await answerUpTo(view.user, 'chronicPain');
    view.unmount();

    const { user } = renderApp('/');
    expectStepShown('chronicPain', { ...answers, hasChronicPain: null });
    await user.click(backButton());
    expectStepShown('medicalConditions', answers);
  });

  it('starts afresh, without crashing, when the saved survey is unusable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.sessionStorage.setItem(SURVEY_SNAPSHOT_KEY, '{"status":"active","value":"payment"');
    renderApp('/');
    expect(title('name')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('A saved survey could not be resumed; starting a new one.');
    // The unusable value is gone; what is kept now is the new survey's first step.
    const kept = JSON.parse(window.sessionStorage.getItem(SURVEY_SNAPSHOT_KEY) ?? 'null');
    expect(kept).toMatchObject({ snapshot: { value: 'name' } });
  });

  it('saves the submission as an 11th, Open case and keeps only its reference', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'attestation');
    await user.click(continueButton());
    await waitFor(() => expect(title('thankYou')).toHaveFocus());

    const cases = JSON.parse(window.localStorage.getItem('cases') ?? '[]');
    expect(cases).toHaveLength(11);
    expect(cases[10]).toMatchObject({ id: 11, name: 'Ada Lovelace', status: 'Open', answers });
    expect(cases[10].dateSubmitted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByText(/Your reference number is/)).toHaveTextContent(
      'Your reference number is 11.',
    );
    const kept = JSON.parse(window.sessionStorage.getItem(SURVEY_SNAPSHOT_KEY) ?? 'null');
    expect(kept).toMatchObject({ submitted: { caseId: 11 } });
    expect(JSON.stringify(kept)).not.toContain('Ada');
  });

  it('keeps every answer when the submission cannot be saved, and can try again', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'attestation');
    // The sample cases are already stored, as on any visit after the first.
    await caseRepository.get(1);
    const setItem = Storage.prototype.setItem;
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === 'cases') throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });

    await user.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This browser's storage is full, so nothing could be saved.");
    expect(alert).toHaveFocus();
    expect(title('attestation')).toBeInTheDocument();

    await user.click(backButton());
    expectStepShown('riskFactors', answers);
    await user.click(continueButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    full.mockRestore();
    await user.click(continueButton());
    await waitFor(() => expect(title('thankYou')).toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('cases') ?? '[]')).toHaveLength(11);
  });

  it('shows Loading... and disables Continue while submitting', async () => {
    const { user } = renderApp('/');
    await answerUpTo(user, 'attestation');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const add = caseRepository.addSubmission.bind(caseRepository);
    vi.spyOn(caseRepository, 'addSubmission').mockImplementation(async (a) => {
      await held;
      return add(a);
    });
    await user.click(continueButton());
    expect(screen.getByRole('button', { name: 'Loading...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await act(async () => release());
    await waitFor(() => expect(title('thankYou')).toBeInTheDocument());
  });
});
