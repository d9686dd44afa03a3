import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_ANSWERS } from '../../../machines/survey/survey.answer-examples';
import { renderApp } from '../../support/render';

// The page's chunk and ELK can take well over 15 s on a busy 2-core machine (seen at load 20).
const SLOW = { timeout: 60_000 };

async function openMachines(search = '') {
  const view = renderApp(`/machines${search}`);
  await screen.findByRole('heading', { level: 1, name: 'State machines' }, SLOW);
  return view;
}

const section = (name: RegExp) => screen.getByRole('region', { name });
const surveySection = () => section(/^Survey surveyMachine$/);
const currentState = (slug: string) => screen.getByTestId(`${slug}-current-state`).textContent;

// The first render loads the page's chunk and runs ELK three times in jsdom: slow on 2 cores.
describe('/machines', () => {
  it('shows the six machines the app runs, each with a diagram and a simulator', async () => {
    await openMachines();
    // The title is set by an effect, which may run just after the heading is painted.
    await waitFor(() => expect(document.title).toBe('State machines - Partner × Provider'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Survey surveyMachine',
      'Review flow reviewMachine',
      'Case lifecycle caseLifecycleMachine',
      'Ask the patient askPatientMachine',
      'Approval letter approvalLetterMachine',
      'Idle session idleSessionMachine',
    ]);
    const lifecycle = section(/^Case lifecycle caseLifecycleMachine$/);
    // Open holds the question's stages: a new case is in the queue (issue 33).
    await within(lifecycle).findByRole(
      'button',
      { name: 'inQueue (state, initial, current)' },
      SLOW,
    );
    expect(within(lifecycle).getByRole('button', { name: 'case.approve' })).toBeEnabled();
    expect(within(lifecycle).getByRole('button', { name: 'case.ask' })).toBeEnabled();
  });

  it('steps through the approval letter and the idle session too (issue 36)', async () => {
    const { user } = await openMachines();
    const letter = section(/^Approval letter approvalLetterMachine$/);
    await within(letter).findByRole('button', { name: 'complete (state, current)' }, SLOW);
    await user.click(within(letter).getByRole('button', { name: 'letter.removeDiagnosis' }));
    await user.click(await within(letter).findByRole('button', { name: 'letter.removeDiagnosis' }));
    await within(letter).findByRole('button', { name: 'incomplete (state, current)' }, SLOW);
    const idle = section(/^Idle session idleSessionMachine$/);
    await within(idle).findByRole('button', { name: 'quiet (state, initial, current)' }, SLOW);
    expect(within(idle).getByRole('button', { name: 'ACTIVITY' })).toBeEnabled();
  });

  it('shows a state’s description on demand', async () => {
    const { user } = await openMachines();
    const review = section(/^Review flow reviewMachine$/);
    await user.click(await within(review).findByRole('button', { name: 'saving (state)' }, SLOW));
    const details = await within(review).findByRole('region', { name: 'State saving' });
    expect(details).toHaveTextContent('The decision is being written');
    expect(details).toHaveTextContent('xstate.error.actor.saveDecision [isConflict] → confirming');
  });

  it('tells whether the guard of the step shown passes, and stays put when it refuses', async () => {
    const { user } = await openMachines();
    const survey = surveySection();
    const name = within(survey).getByRole('textbox', { name: 'name' });
    // Prefilled from the one complete set of answers.
    expect(name).toHaveValue(EXAMPLE_ANSWERS.name);
    // Two guards since Change: the changed answer's way back to the attestation, and the step's.
    expect(within(survey).getByRole('status')).toHaveTextContent(/Guard .*isNameValid passes/);
    await user.clear(name);
    expect(await within(survey).findByRole('status')).toHaveTextContent(
      /Guard .*isNameValid refuses/,
    );
    await user.click(within(survey).getByRole('button', { name: 'survey.continue' }));
    expect(currentState('survey')).toBe('name');
    await user.type(name, 'Grace');
    await user.click(await within(survey).findByRole('button', { name: 'survey.continue' }));
    expect(currentState('survey')).toBe('age');
  });

  // From the attestation's link: every step before it is one click each, as the step above.
  it('submits from the attestation to thank-you by its buttons, and undoes and resets', async () => {
    const { user } = await openMachines('?machine=survey&state=attestation.reviewing');
    const survey = surveySection();
    await user.click(await within(survey).findByRole('button', { name: 'survey.continue' }));
    expect(currentState('survey')).toBe('attestation.submitting');
    expect(await within(survey).findByRole('link', { name: 'Link to this state' })).toHaveAttribute(
      'href',
      '/machines?machine=survey&state=attestation.submitting',
    );
    await user.click(
      within(survey).getByRole('button', { name: 'xstate.done.actor.submitSurvey' }),
    );
    expect(currentState('survey')).toBe('thankYou');
    expect(await within(survey).findByText('None: the machine is done.')).toBeVisible();
    expect(within(survey).getByLabelText('Survey context')).toHaveTextContent(
      `"name": "${EXAMPLE_ANSWERS.name}"`,
    );
    expect(window.localStorage.getItem('cases')).toBeNull();

    await user.click(within(survey).getByRole('button', { name: 'Undo' }));
    expect(currentState('survey')).toBe('attestation.submitting');
    await user.click(await within(survey).findByRole('button', { name: 'Reset' }));
    expect(currentState('survey')).toBe('name');
    const log = await within(survey).findByRole('list', { name: 'Survey event log' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('Undo → attestation.submitting');
  });

  it('opens at the linked state, highlighted', async () => {
    await openMachines('?machine=survey&state=heightWeight');
    expect(currentState('survey')).toBe('heightWeight');
    const survey = surveySection();
    expect(
      await within(survey).findByRole('button', { name: 'heightWeight (state, current)' }, SLOW),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(within(survey).getByRole('combobox', { name: 'height' })).toHaveValue(
      EXAMPLE_ANSWERS.height,
    );
  });

  it('says so when a link names no machine or no state', async () => {
    await openMachines('?machine=nope&state=x');
    expect(screen.getByText(/There is no machine “nope”/)).toBeVisible();
    renderApp('/machines?machine=review&state=nowhere');
    expect(
      await screen.findByText(/The Review flow machine has no state “nowhere”/, {}, SLOW),
    ).toBeVisible();
  });

  it('replays a model path step by step', async () => {
    const { user } = await openMachines();
    const review = section(/^Review flow reviewMachine$/);
    await user.click(
      within(review).getAllByRole('button', { name: 'Replay the path to done' })[0]!,
    );
    // The licence first (server mode's rule), then the decision, its confirm and the save.
    expect(await within(review).findByText(/step 0 of 4/)).toBeVisible();
    await user.click(within(review).getByRole('button', { name: 'Next step' }));
    expect(currentState('review')).toBe('idle');
    await user.click(await within(review).findByRole('button', { name: 'Next step' }));
    expect(currentState('review')).toBe('confirming');
    await user.click(await within(review).findByRole('button', { name: 'To the end' }));
    expect(currentState('review')).toBe('done');
    await user.click(await within(review).findByRole('button', { name: 'Previous step' }));
    await waitFor(() => expect(currentState('review')).toBe('saving'));
  });
});
