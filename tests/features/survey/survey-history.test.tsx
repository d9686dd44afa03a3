import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SURVEY_SNAPSHOT_KEY } from '../../../src/storage/survey-snapshot-store';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { renderApp } from '../../support/render';
import { SPEC_STEP_COUNT, type SpecStepState } from '../../support/spec-steps';
import {
  answerUpTo as answerUpToWith,
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
type View = ReturnType<typeof renderApp>;

const answerUpTo = ({ user }: View, stop: SpecStepState) => answerUpToWith(user, stop, answers);

/**
 * The survey submitted from its last two steps, each an entry of the browser's history: the
 * steps before them are answered as a reload finds them (their own moves have tests above and
 * in survey-page.test.tsx; the whole journey is walked in survey.model.test.tsx and the
 * browser suite).
 */
async function submittedSurvey(): Promise<View> {
  const view = await openSurveyAt('riskFactors', answers);
  await fillStep(view.user, 'riskFactors', answers);
  await continueTo(view.user, 'attestation');
  await continueTo(view.user, 'thankYou');
  return view;
}

/** The step the screen shows, read from the progress bar ("Step 2 of 11"). */
const stepInHistory = () =>
  Number(
    /Step (\d+)/.exec(screen.getByRole('progressbar').getAttribute('aria-valuetext') ?? '')?.[1],
  ) - 1;

/** The survey writes a step's history entry once the step is painted: wait for it. */
const historySettled = () =>
  waitFor(() =>
    expect(window.history.state).toMatchObject({ usr: { surveyStep: stepInHistory() } }),
  );

/** The browser's Back (-1) or Forward (+1), once the step's entry is written. */
async function browse(_view: View, delta: number) {
  await historySettled();
  await act(
    () =>
      new Promise<void>((arrived) => {
        window.addEventListener('popstate', () => arrived(), { once: true });
        window.history.go(delta);
      }),
  );
}

describe('the survey and the browser history', () => {
  it('Back and Forward move between steps and keep the unsent answer', async () => {
    // The state's step, then the conditions': two entries of the browser's history.
    const view = await openSurveyAt('state', answers);
    await fillStep(view.user, 'state', answers);
    await continueTo(view.user, 'medicalConditions');
    // A condition ticked but not sent: Back then Forward keeps it.
    await view.user.click(screen.getByRole('checkbox', { name: 'Knee Pain' }));

    await browse(view, -1);
    await shownStep('state');
    expectStepShown('state', answers);

    await browse(view, 1);
    await shownStep('medicalConditions');
    expect(screen.getByRole('checkbox', { name: 'Knee Pain' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Arthritis' })).not.toBeChecked();
  });

  it('a Forward the machine refuses stays on the step and says what is missing', async () => {
    const view = renderApp('/');
    await answerUpTo(view, 'age');
    await browse(view, -1);
    await waitFor(() => expect(stepHeading('name')).toBeInTheDocument());
    await view.user.clear(screen.getByRole('textbox', { name: /first and last name/ }));

    await browse(view, 1);
    await waitFor(() =>
      expect(
        screen.getByText('Enter your first and last name to continue', { selector: 'p' }),
      ).toBeVisible(),
    );
    expect(stepHeading('name')).toBeInTheDocument();
    // The history went back to the name's entry: Forward is still there, refused again.
    // (Entries are kept in React Router's format: the survey's own data under `usr`.)
    await waitFor(() => expect(window.history.state).toMatchObject({ usr: { surveyStep: 0 } }));
  });

  it('Back from the thank-you keeps it: nothing is reopened or sent again', async () => {
    const view = await submittedSurvey();

    await browse(view, -1);
    await browse(view, -1);
    await stillOn('thankYou');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('cases') ?? '[]')).toHaveLength(11);
  });
});

describe('what survives a reload', () => {
  it('keeps the current step’s unsent answer', async () => {
    const view = renderApp('/');
    await answerUpTo(view, 'age');
    await view.user.type(screen.getByRole('spinbutton', { name: 'How old are you?' }), '4');
    view.unmount();

    renderApp('/');
    expect(await screen.findByRole('spinbutton', { name: 'How old are you?' })).toHaveValue(4);
  });

  it('shows the thank-you with its reference, and starts again only on request', async () => {
    const view = await submittedSurvey();
    view.unmount();

    const { user } = renderApp('/');
    expect(stepHeading('thankYou')).toBeInTheDocument();
    expect(screen.getByText(/Your reference number is/)).toHaveTextContent(
      'Your reference number is 11.',
    );
    expect(document.title).toBe('Thank you! - Partner × Provider');
    expect(window.sessionStorage.getItem(SURVEY_SNAPSHOT_KEY)).not.toContain('Ada');

    await user.click(screen.getByRole('button', { name: 'Start a new questionnaire' }));
    await shownStep('name');
    expect(screen.getByRole('textbox', { name: /first and last name/ })).toHaveValue('');
  });
});

describe('a Continue that may not be used yet', () => {
  it('stays focusable, refuses, and says what is missing', async () => {
    const { user } = renderApp('/');
    const button = continueButton();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'Enter your first and last name to continue Press Enter',
    );
    button.focus();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Enter your first and last name to continue', { selector: 'p' }),
    ).toBeVisible();
    await stillOn('name');

    const name = screen.getByRole('textbox', { name: /first and last name/ });
    await user.type(name, 'Ada');
    await waitFor(() => expect(continueButton()).not.toHaveAttribute('aria-disabled'));
    expect(continueButton()).toHaveAccessibleDescription('Press Enter');
  });

  it('names the step in the document title and the heading', async () => {
    const ageTitle = `Step 2 of ${SPEC_STEP_COUNT}: How old are you?`;
    const { user } = renderApp('/');
    // The title follows the step once it is painted.
    await waitFor(() =>
      expect(document.title).toBe(
        `Step 1 of ${SPEC_STEP_COUNT}: What's your first and last name? - Partner × Provider`,
      ),
    );
    await fillStep(user, 'name', answers);
    await continueTo(user, 'age');
    await waitFor(() => expect(document.title).toBe(`${ageTitle} - Partner × Provider`));
    expect(document.title).toBe(`${ageTitle} - Partner × Provider`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(ageTitle);
  });

  it('ties each subtitle to its question', async () => {
    renderApp('/');
    expect(
      screen.getByRole('textbox', { name: /first and last name/ }),
    ).toHaveAccessibleDescription(
      'Please note: you may not answer for someone else, including dependents',
    );
  });
});
