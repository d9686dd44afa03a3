import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeAnswers } from '../../machines/survey/survey.fixtures';
import { renderApp } from '../../support/render';
import { SPEC_STEPS, specStepIndex } from '../../support/spec-steps';
import {
  anyStepHeading,
  backTo,
  continueButton,
  continueTo,
  fillStep,
  stepHeading,
} from '../../support/survey-driver';

// A step change reveals a step rendered ahead of time instead of building it (the decision
// docs/decisions/2026-11-25-steps-kept-rendered.md): what a person meets must not change.

const ageHeading = () => anyStepHeading('age');
const TITLES = {
  name: SPEC_STEPS[specStepIndex('name')]!.title as string,
  age: SPEC_STEPS[specStepIndex('age')]!.title as string,
};
const AGE_MISSING = 'Enter your age, a whole number from 18 to 120, to continue';

describe('steps kept rendered out of sight', () => {
  it('renders the next step only after the first tap, unseen, and Continue shows that very step', async () => {
    const { user } = renderApp('/');
    // Before the person does anything, the page holds the first step alone.
    expect(screen.queryAllByRole('heading', { level: 1, hidden: true })).toHaveLength(1);

    await fillStep(user, 'name', completeAnswers);
    await waitFor(() => expect(ageHeading()).toBeInTheDocument());
    const prepared = ageHeading();
    // Out of sight: not visible, not in the accessibility tree, not focusable.
    expect(prepared).not.toBeVisible();
    expect(screen.queryByRole('heading', { name: new RegExp(TITLES.age) })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Continue' })).toHaveLength(1);
    expect(document.title).toContain(TITLES.name);

    await continueTo(user, 'age');
    expect(stepHeading('age')).toBe(prepared);
    expect(prepared).toBeVisible();
    expect(document.title).toContain(TITLES.age);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('Back shows the step already seen with its answer, focused; a refused Continue is forgotten', async () => {
    const { user } = renderApp('/');
    await fillStep(user, 'name', completeAnswers);
    await continueTo(user, 'age');
    const ageStep = () => screen.getByRole('region', { name: TITLES.age });

    // Continue without an age says what is missing, on screen.
    await user.click(continueButton());
    // The paragraph under Continue (the button's description holds the same words, unseen).
    const visibleMissing = () => within(ageStep()).queryAllByText(AGE_MISSING, { selector: 'p' });
    await waitFor(() => expect(visibleMissing()).toHaveLength(1));

    await backTo(user, 'name');
    expect(screen.getByRole('textbox', { name: TITLES.name })).toHaveValue(completeAnswers.name);
    expect(document.title).toContain(TITLES.name);

    await continueTo(user, 'age');
    // A new arrival: nothing was pressed on this visit yet.
    expect(visibleMissing()).toHaveLength(0);
  });
});
