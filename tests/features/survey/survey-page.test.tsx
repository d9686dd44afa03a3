import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { caseRepository } from '../../../src/storage/case-repository';
import { SURVEY_SNAPSHOT_KEY } from '../../../src/storage/survey-snapshot-store';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { renderApp } from '../../support/render';
import { SPEC_STEPS, specStepIndex, type SpecStepState } from '../../support/spec-steps';
import {
  answerUpTo as answerUpToWith,
  backTo,
  continueButton,
  continueTo,
  expectStepShown,
  fillStep,
  openSurveyAt,
  shownStep,
  stepHeading,
  stillOn,
} from '../../support/survey-driver';

const answers = completeAnswers;

type User = ReturnType<typeof renderApp>['user'];
const answerUpTo = (user: User, stop: Parameters<typeof answerUpToWith>[1]) =>
  answerUpToWith(user, stop, answers);
const STEPS = SPEC_STEPS.map((step) => step.state);
/** The step the spec table puts after `step`. */
const afterStep = (step: SpecStepState) => STEPS[specStepIndex(step) + 1]!;

describe('the survey as specified', () => {
  // Every step's title, progress, Back and Continue, and the thank-you screen, are checked on
  // every screen of every walk through the survey (survey.model.test.tsx, `npm run
  // test:walks`) and in the browser (tests/e2e): a screen test checks what those do not.
  it('uses the spec texts on the name, state, conditions and height steps', async () => {
    const { user } = renderApp('/');
    expect(stepHeading('name')).toBeVisible();
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
    await continueTo(user, 'medicalConditions');
    expect(screen.getByText('Select all conditions you have been diagnosed with')).toBeVisible();
    expect(screen.getAllByRole('checkbox')).toHaveLength(25);
  });
});

describe('keyboard rules', () => {
  it('Enter on the name step continues only when the name is not blank', async () => {
    const { user } = renderApp('/');
    const name = screen.getByRole('textbox', { name: "What's your first and last name?" });
    await user.type(name, '   {Enter}');
    await stillOn('name');
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(name, 'Ada{Enter}');
    await shownStep('age');
  });

  it('Enter on age continues when valid; under 18 says why, over 120 blocks quietly', async () => {
    const { user } = await openSurveyAt('age', answers);
    const age = screen.getByRole('spinbutton', { name: 'How old are you?' });

    await user.type(age, '17{Enter}');
    expect(await screen.findByText('You must be 18 or older to use this service')).toBeVisible();
    await stillOn('age');
    expect(age).toHaveAttribute('aria-invalid', 'true');

    await user.clear(age);
    await user.type(age, '121{Enter}');
    await stillOn('age');
    expect(
      screen.queryByText('You must be 18 or older to use this service'),
    ).not.toBeInTheDocument();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');

    await user.clear(age);
    await user.type(age, '120{Enter}');
    await shownStep('sex');
  });

  it('waits for a second digit or a blur before showing the under-18 message', async () => {
    const { user } = await openSurveyAt('age', answers);
    const age = screen.getByRole('spinbutton', { name: 'How old are you?' });
    await user.type(age, '5');
    await stillOn('age');
    expect(
      screen.queryByText('You must be 18 or older to use this service'),
    ).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('You must be 18 or older to use this service')).toBeVisible();
  });

  it('Enter on the state step continues once a state is chosen', async () => {
    const { user } = await openSurveyAt('state', answers);
    const states = screen.getByRole('combobox', { name: 'State' });
    states.focus();
    await user.keyboard('{Enter}');
    await stillOn('state');
    await user.selectOptions(states, 'Texas');
    await user.keyboard('{Enter}');
    await shownStep('medicalConditions');
  });

  it('Enter on height & weight continues only when both are given', async () => {
    const { user } = await openSurveyAt('heightWeight', answers);
    const weight = screen.getByRole('spinbutton', { name: 'Weight' });
    const height = screen.getByRole('combobox', { name: 'Height' });
    await user.type(weight, '150{Enter}');
    await stillOn('heightWeight');
    await user.selectOptions(height, `6'1"`);
    await user.type(weight, '{Enter}');
    await shownStep('surgery');
  });

  it('Enter on a choice step continues once an option is chosen', async () => {
    const { user } = await openSurveyAt('sex', answers);
    const male = screen.getByRole('radio', { name: 'Male' });
    screen.getByRole('radio', { name: 'Female' }).focus();
    await user.keyboard('{Enter}');
    await stillOn('sex');
    await user.click(male);
    await waitFor(() => expect(male).toBeChecked());
    await user.keyboard('{Enter}');
    await shownStep('state');
  });

  it('Enter on the conditions continues', async () => {
    const { user } = await openSurveyAt('medicalConditions', answers);
    await user.click(screen.getByRole('checkbox', { name: 'Arthritis' }));
    await user.keyboard('{Enter}');
    await shownStep(afterStep('medicalConditions'));
  });

  it('Enter on the attestation continues', async () => {
    const { user } = await openSurveyAt('attestation', answers);
    // Where a step's focus is once it is reached: its title.
    act(() => stepHeading('attestation').focus());
    await user.keyboard('{Enter}');
    await shownStep('thankYou');
  });

  it('Ctrl+Enter on risk factors continues only with text; Enter adds a line', async () => {
    const { user } = await openSurveyAt('riskFactors', answers);
    const text = screen.getByRole('textbox', { name: /Tell us about any risk factors/ });
    expect(continueButton()).not.toHaveAttribute('aria-disabled');
    text.focus();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await stillOn('riskFactors');
    await user.type(text, 'Family history{Enter}of falls');
    await stillOn('riskFactors');
    expect(text).toHaveValue('Family history\nof falls');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await shownStep(afterStep('riskFactors'));
  });

  it('lets the optional risk factors be skipped with Continue', async () => {
    const { user } = await openSurveyAt('riskFactors', answers);
    await continueTo(user, afterStep('riskFactors'));
  });
});

describe('going back and forth', () => {
  it('shows every earlier answer again, and keeps an unfinished one', async () => {
    const { user } = await openSurveyAt('heightWeight', answers);
    await user.type(screen.getByRole('spinbutton', { name: 'Weight' }), '14');

    const expected = { ...answers, height: '', weight: '14' };
    for (const step of [...STEPS.slice(0, 6)].reverse()) {
      await backTo(user, step);
      expectStepShown(step, expected);
    }
    for (const step of STEPS.slice(1, 7)) {
      await continueTo(user, step);
      expectStepShown(step, expected);
    }
  });

  it('lets a chosen answer be changed', async () => {
    const { user } = await openSurveyAt('surgery', answers);
    const [yes, no] = [
      screen.getByRole('radio', { name: 'Yes' }),
      screen.getByRole('radio', { name: 'No' }),
    ];
    await user.click(yes);
    await user.click(no);
    await waitFor(() => expect(no).toBeChecked());
    expect(yes).not.toBeChecked();
    // Pressing the chosen answer again keeps it: a choice can be changed, not cleared.
    await user.click(no);
    await waitFor(() => expect(continueButton()).not.toHaveAttribute('aria-disabled'));
    expect(no).toBeChecked();
  });
});

describe('resume and submission', () => {
  it('resumes at the same step with every answer after a reload', async () => {
    const view = renderApp('/');
    await answerUpTo(view.user, 'chronicPain');
    view.unmount();

    const { user } = renderApp('/');
    expectStepShown('chronicPain', { ...answers, hasChronicPain: null });
    await backTo(user, 'medicalConditions');
    expectStepShown('medicalConditions', answers);
  });

  it('starts afresh, without crashing, when the saved survey is unusable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.sessionStorage.setItem(SURVEY_SNAPSHOT_KEY, '{"status":"active","value":"payment"');
    renderApp('/');
    expect(stepHeading('name')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('A saved survey could not be resumed; starting a new one.');
    // The unusable value is gone; what is kept now is the new survey's first step.
    const kept = JSON.parse(window.sessionStorage.getItem(SURVEY_SNAPSHOT_KEY) ?? 'null');
    expect(kept).toMatchObject({ snapshot: { value: 'name' } });
  });

  it('saves the submission as an 11th, Open case and keeps only its reference', async () => {
    const { user } = await openSurveyAt('attestation', answers);
    await continueTo(user, 'thankYou');

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
    const { user } = await openSurveyAt('attestation', answers);
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
    await waitFor(() => expect(alert).toHaveFocus());
    expect(stepHeading('attestation')).toBeInTheDocument();

    const before = SPEC_STEPS[specStepIndex('attestation')]!.back!;
    await backTo(user, before);
    expectStepShown(before, answers);
    await continueTo(user, 'attestation');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    full.mockRestore();
    await continueTo(user, 'thankYou');
    expect(JSON.parse(window.localStorage.getItem('cases') ?? '[]')).toHaveLength(11);
  });

  it('shows Loading... and disables Continue while submitting', async () => {
    const { user } = await openSurveyAt('attestation', answers);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const add = caseRepository.addSubmission.bind(caseRepository);
    vi.spyOn(caseRepository, 'addSubmission').mockImplementation(async (a) => {
      await held;
      return add(a);
    });
    await user.click(continueButton());
    expect(await screen.findByRole('button', { name: 'Loading...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await act(async () => release());
    await shownStep('thankYou');
  });
});
