import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { stepDraft, surveyMachine, type SurveyAnswers } from '../../machines/survey';
import { surveySnapshotStore } from '../../src/storage/survey-snapshot-store';
import { renderApp } from './render';
import { SPEC_STEPS, specStepIndex, type SpecControl, type SpecStepState } from './spec-steps';

/*
 * The survey as a person drives it in component tests, the one driver they share. It finds
 * things by role and visible name, with the spec's texts (spec-steps.ts) as the only oracle,
 * never through the screens' own text map. Every move it makes (Continue, Back, Change) waits
 * until the step it leads to is shown and focused: a step is revealed and focused after the
 * next paint (src/lib/after-next-paint.ts), which a busy machine may put off for a while.
 */

const specStep = (step: SpecStepState) => SPEC_STEPS[specStepIndex(step)]!;

/** The heading's full name: "Step 4 of 11: What state do you live in?", or a pattern. */
function headingName(step: SpecStepState): string | RegExp {
  const { title } = specStep(step);
  if (typeof title !== 'string') return title;
  return `Step ${specStepIndex(step) + 1} of ${SPEC_STEPS.length}: ${title}`;
}

/** The step's title, a level-1 heading (the one on screen: kept steps are out of sight). */
export const stepHeading = (step: SpecStepState) =>
  screen.getByRole('heading', { level: 1, name: headingName(step) });

/** The same heading, hidden or shown (a step kept rendered out of sight). */
export const anyStepHeading = (step: SpecStepState) =>
  screen.getByRole('heading', { level: 1, name: headingName(step), hidden: true });

export const progressBar = () => screen.getByRole('progressbar', { name: 'Survey progress' });
export const continueButton = () =>
  screen.getByRole('button', { name: /^(Continue|Loading\.\.\.)$/ });
export const queryContinueButton = () =>
  screen.queryByRole('button', { name: /^(Continue|Loading\.\.\.)$/ });
export const backButton = () => screen.getByRole('button', { name: 'Back' });
export const queryBackButton = () => screen.queryByRole('button', { name: 'Back' });
export const choice = (name: string) => screen.getByRole('radio', { name });

/** Enabled as a person can use it: neither disabled nor aria-disabled. */
export function isUsable(button: HTMLElement | null): boolean {
  return (
    button !== null &&
    !(button as HTMLButtonElement).disabled &&
    button.getAttribute('aria-disabled') !== 'true'
  );
}

/** The attestation's Change that opens a step (its first answer's: "Change age"). */
export function changeButton(step: SpecStepState) {
  const [first] = Object.values(specStep(step).controls);
  if (!first) throw new Error(`The spec gives ${step} no answer to change.`);
  return screen.getByRole('button', { name: first.change });
}

/** Waits until `step` is on screen and its heading has the focus: the step change is done. */
export async function shownStep(step: SpecStepState): Promise<HTMLElement> {
  await waitFor(() => expect(stepHeading(step)).toHaveFocus());
  return stepHeading(step);
}

/**
 * After a move the survey must refuse: waits out what the move could still have started (a
 * step is revealed and focused after the next paint), then asserts `step` is still shown.
 * The wait is ordered, not timed: the app's frame and timer were queued before these.
 */
export async function stillOn(step: SpecStepState) {
  await act(
    () => new Promise<void>((settled) => requestAnimationFrame(() => setTimeout(settled, 0))),
  );
  expect(stepHeading(step)).toBeInTheDocument();
}

/** Presses Continue and waits for the step it leads to. */
export async function continueTo(user: UserEvent, next: SpecStepState) {
  await user.click(continueButton());
  return shownStep(next);
}

/** Presses Back and waits for the step it leads to. */
export async function backTo(user: UserEvent, previous: SpecStepState) {
  await user.click(backButton());
  return shownStep(previous);
}

/** On the attestation, presses a step's Change and waits for that step. */
export async function changeStep(user: UserEvent, step: SpecStepState) {
  await user.click(changeButton(step));
  return shownStep(step);
}

/** Answers each step from the first up to `stop` and waits there. */
export async function answerUpTo(user: UserEvent, stop: SpecStepState, answers: SurveyAnswers) {
  for (const step of SPEC_STEPS.slice(0, specStepIndex(stop))) {
    await fillStep(user, step.state, answers);
    const next = SPEC_STEPS[specStepIndex(step.state) + 1]!;
    await continueTo(user, next.state);
  }
}

type AnswerName = keyof SurveyAnswers;

/** The step's answers with how each is given on screen, in the order a person gives them. */
const controlsOf = (step: SpecStepState) =>
  Object.entries(specStep(step).controls) as [AnswerName, SpecControl][];

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const isChosen = (element: HTMLElement) => (element as HTMLInputElement).checked;
const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value;

/** The options an answer picks: Yes or No for a yes/no, the option itself, or none yet. */
const pickedOptions = (answer: unknown): string[] =>
  answer === true
    ? ['Yes']
    : answer === false
      ? ['No']
      : typeof answer === 'string' && answer !== ''
        ? [answer]
        : [];

/**
 * Replaces a field's text, pasted in one go: walks give many answers, and typing them key by
 * key re-renders the page per key. Typing itself has tests of its own (survey-page.test.tsx).
 */
async function retype(user: UserEvent, field: HTMLElement, text: unknown) {
  await user.clear(field);
  if (typeof text === 'string' && text !== '') await user.paste(text);
}

/** Ticks exactly the boxes named: the boxes ticked now are those of an earlier answer. */
async function tickOnly(user: UserEvent, wanted: readonly string[]) {
  for (const box of screen.getAllByRole('checkbox').filter(isChosen)) {
    if (!wanted.some((name) => box === checkbox(name))) await user.click(box);
  }
  for (const name of wanted) if (!isChosen(checkbox(name))) await user.click(checkbox(name));
}

/** Gives a step's answer the way a person would, without pressing Continue. */
export async function fillStep(
  user: UserEvent,
  step: SpecStepState,
  value: Partial<SurveyAnswers>,
) {
  for (const [field, control] of controlsOf(step)) {
    const answer: unknown = value[field];
    switch (control.role) {
      case 'textbox':
      case 'spinbutton':
        await retype(user, screen.getByRole(control.role, { name: control.name }), answer);
        break;
      case 'combobox':
        if (typeof answer === 'string' && answer !== '') {
          await user.selectOptions(screen.getByRole('combobox', { name: control.name }), answer);
        }
        break;
      case 'radio':
        for (const name of pickedOptions(answer)) await user.click(choice(name));
        break;
      case 'checkbox':
        await tickOnly(user, Array.isArray(answer) ? (answer as string[]) : []);
        break;
    }
  }
}

/** Asserts the answer a step shows (nothing given yet: an empty step). */
export function expectAnswerShown(step: SpecStepState, value: Partial<SurveyAnswers>) {
  for (const [field, control] of controlsOf(step)) {
    const answer: unknown = value[field];
    switch (control.role) {
      case 'textbox':
      case 'spinbutton':
      case 'combobox': {
        const shown = inputValue(screen.getByRole(control.role, { name: control.name }));
        expect(shown, field).toBe(answer ?? '');
        break;
      }
      case 'radio': {
        const chosen = control.options.filter((name) => isChosen(choice(name)));
        expect(chosen, field).toEqual(pickedOptions(answer));
        break;
      }
      case 'checkbox': {
        const expected = Array.isArray(answer) ? (answer as string[]) : [];
        for (const name of expected) expect(isChosen(checkbox(name)), name).toBe(true);
        expect(screen.getAllByRole('checkbox').filter(isChosen), field).toHaveLength(
          expected.length,
        );
        break;
      }
    }
  }
}

/** Asserts the screen shows a step, its progress and the answer it starts from. */
export function expectStepShown(step: SpecStepState, value: Partial<SurveyAnswers>) {
  expect(stepHeading(step)).toBeInTheDocument();
  expect(progressBar()).toHaveAttribute('aria-valuenow', String(specStep(step).progress));
  expectAnswerShown(step, value);
}

/**
 * Leaves the survey in this tab's session storage at `step`, every earlier step answered
 * with `answers`, as a reload there would find it; the next render resumes there. A screen
 * test about a later step starts on it, rather than walking the steps before it again
 * (those have tests of their own, and the whole journey is walked once).
 */
function resumeSurveyAt(step: SpecStepState, answers: SurveyAnswers) {
  const actor = createActor(surveyMachine).start();
  for (const before of SPEC_STEPS.slice(0, specStepIndex(step))) {
    actor.send({ type: 'survey.continue', value: stepDraft(before.state, answers) });
  }
  expect(actor.getSnapshot().matches(step), `the survey reached ${step}`).toBe(true);
  surveySnapshotStore.saveProgress('resumed-run', actor.getPersistedSnapshot(), null);
  actor.stop();
}

/** The survey opened where `resumeSurveyAt` left it, once that step is on screen. */
export async function openSurveyAt(step: SpecStepState, answers: SurveyAnswers) {
  resumeSurveyAt(step, answers);
  const view = renderApp('/');
  await waitFor(() => expect(stepHeading(step)).toBeInTheDocument());
  return view;
}
