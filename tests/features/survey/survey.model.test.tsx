import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { surveyMachine, type SurveyAnswers } from '../../../machines/survey';
import { SurveyPage } from '../../../src/features/survey/survey-page';
import { describePath, surveyEdgePaths } from '../../machines/survey/survey.model';
import { renderWithProviders } from '../../support/render';
import {
  SPEC_STEPS,
  specAnswer,
  THANK_YOU_TEXT,
  UNDER_AGE_MESSAGE,
  type SpecAnswer,
} from '../../support/spec-steps';
import { SPEC_START, specAfter, type SpecEvent, type SpecScreen } from '../../support/spec-survey';
import {
  answerStep,
  backButton,
  changeButton,
  continueButton,
  expectAnswerShown,
  isUsable,
  progressBar,
  stepHeading,
} from './survey-person';

/** The id the stored case gets: the thank-you screen gives it as the reference number. */
const CASE_ID = 11;

/** The survey with a submission the test settles by hand, as the model's synthetic events do. */
function controllableSurvey() {
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const machine = surveyMachine.provide({
    actors: {
      submitSurvey: fromPromise<unknown, SurveyAnswers>(
        () =>
          new Promise<{ id: number }>((resolve, reject) =>
            pending.push({ resolve: () => resolve({ id: CASE_ID }), reject }),
          ),
      ),
    },
  });
  return { machine, pending };
}

/**
 * What a person must see on a screen, all from the spec table: the title, the progress, Back
 * where the spec puts it, Continue enabled exactly when the shown answer is accepted (and
 * "Loading..." while saving), the answer shown, the error after a failed submission.
 */
function expectScreen(expected: SpecScreen, shown: SpecAnswer | undefined) {
  const step = SPEC_STEPS[expected.step]!;
  stepHeading(step.title);
  expect(progressBar()).toHaveAttribute('aria-valuenow', String(step.progress));
  expect(isUsable(backButton()), 'Back').toBe(step.back !== null && !expected.submitting);

  if (step.state === 'thankYou') {
    expect(screen.getByText(THANK_YOU_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/reference number/i)).toHaveTextContent(String(CASE_ID));
    expect(continueButton()).toBeNull();
    return;
  }
  const button = continueButton();
  expect(button).toHaveTextContent(expected.submitting ? 'Loading...' : 'Continue');
  const answerAccepted = shown ? shown.accepted : step.continuesEmpty;
  expect(isUsable(button), 'Continue').toBe(!expected.submitting && answerAccepted);
  // An accepted answer comes back as the survey kept it; a refused one stays as typed.
  expectAnswerShown(step.state, (shown?.accepted ? shown.kept : shown?.value) ?? {});
  const message = shown?.accepted === false ? shown.message : undefined;
  if (message) expect(screen.getByText(message)).toBeVisible();
  else expect(screen.queryByText(UNDER_AGE_MESSAGE)).toBeNull();
  if (step.state !== 'attestation') return;
  // A failed submission says why, on the attestation, until the person tries again.
  if (expected.failed) expect(screen.getByRole('alert')).toHaveTextContent(/\S/);
  else expect(screen.queryByRole('alert')).toBeNull();
}

// Long paths give many answers on a shared, busy machine: a generous limit, never a flaky one.
const PATH_TIMEOUT_MS = 120_000;

const edgePaths = surveyEdgePaths();
const eventsOf = (path: (typeof edgePaths)[number]) =>
  path.steps.map((step) => JSON.stringify(step.event));
/** Whether `path` is where `longer` starts: the same events, in order. */
const startsWith = (longer: (typeof edgePaths)[number], path: (typeof edgePaths)[number]) =>
  eventsOf(path).every((event, i) => eventsOf(longer)[i] === event);

/** The answers SPEC §2 asks for with buttons or a dropdown, by the step that asks. */
const CHOICES_BY_STEP: Record<string, ReadonlyArray<keyof SurveyAnswers>> = {
  sex: ['sex'],
  state: ['state'],
  chronicPain: ['hasChronicPain'],
  heightWeight: ['height'],
  surgery: ['hasSurgery'],
};

/**
 * Whether a person can make every event of `path`: a choice (a radio or a select) once made
 * cannot be cleared again, so a Continue that leaves the choice of a step already answered
 * unset, which the model reaches through Change, exists in the machine's tests only.
 */
function personCanWalk(path: (typeof edgePaths)[number]): boolean {
  let expected = SPEC_START;
  const answered = new Set<number>();
  for (const { event } of path.steps.slice(1)) {
    const spec = event as SpecEvent;
    if (spec.type === 'survey.continue' && !expected.submitting) {
      const choices = CHOICES_BY_STEP[SPEC_STEPS[expected.step]!.state] ?? [];
      const value: Partial<SurveyAnswers> = spec.value;
      const clearsAnswer = choices.some((field) => value[field] == null || value[field] === '');
      if (clearsAnswer && answered.has(expected.step)) return false;
      if (specAnswer(expected.step, spec.value).accepted) answered.add(expected.step);
    }
    expected = specAfter(expected, spec);
  }
  return true;
}

const walkable = edgePaths.filter(personCanWalk);

/**
 * The machine walks every edge path in Node (tests/machines/survey); on screen, a path that
 * another path starts with is left out, since the longer one shows the same screens after the
 * same events, and so still shows every state and every transition.
 */
const onScreen = walkable.filter(
  (path) =>
    !walkable.some((other) => other.steps.length > path.steps.length && startsWith(other, path)),
);

describe('survey screens on every model path, judged by the spec table', () => {
  it('renders, within the paths it shows, every path of the model', () => {
    const missing = walkable.filter((path) => !onScreen.some((shown) => startsWith(shown, path)));
    expect(missing.map(describePath)).toEqual([]);
    // Only the paths that clear a made choice are the machine's alone, and they are few.
    expect(edgePaths.length - walkable.length).toBeLessThanOrEqual(edgePaths.length / 10);
  });

  it.each(onScreen.map((path) => [describePath(path), path] as const))(
    '%s',
    { timeout: PATH_TIMEOUT_MS },
    async (_, path) => {
      const { machine, pending } = controllableSurvey();
      const { user } = renderWithProviders(<SurveyPage machine={machine} />);
      // The answer each step shows when the person comes back to it: the last one accepted.
      const kept = new Map<number, SpecAnswer>();
      let expected = SPEC_START;
      expectScreen(expected, undefined);

      for (const { event } of path.steps.slice(1)) {
        const before = expected;
        const spec = event as SpecEvent;
        const step = SPEC_STEPS[before.step]!;
        expected = specAfter(before, spec);
        let shown = kept.get(expected.step);

        if (spec.type === 'survey.continue' && before.submitting) {
          expect(isUsable(continueButton())).toBe(false);
        } else if (spec.type === 'survey.continue') {
          const answer = specAnswer(before.step, spec.value);
          await answerStep(user, step.state, spec.value);
          expect(isUsable(continueButton()), 'Continue').toBe(answer.accepted);
          if (answer.accepted) {
            kept.set(before.step, answer);
            await user.click(continueButton()!);
          } else shown = answer;
        } else if (spec.type === 'survey.back') {
          if (isUsable(backButton())) await user.click(backButton()!);
        } else if (spec.type.startsWith('survey.change.')) {
          const button = changeButton(spec.type.slice('survey.change.'.length) as never);
          if (isUsable(button)) await user.click(button);
        } else if (spec.type === 'xstate.done.actor.submitSurvey') {
          pending.shift()?.resolve();
        } else {
          pending.shift()?.reject(new Error('Storage is full.'));
        }

        const next = SPEC_STEPS[expected.step]!;
        await waitFor(() => stepHeading(next.title));
        if (expected.submitting)
          await waitFor(() => expect(isUsable(continueButton())).toBe(false));
        if (expected.failed) await screen.findByRole('alert');
        expectScreen(expected, shown);
        if (expected.step !== before.step && !expected.failed) {
          expect(stepHeading(next.title)).toHaveFocus();
        }
      }
    },
  );
});
