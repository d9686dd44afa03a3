import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { surveyMachine, type SurveyAnswers } from '../../../machines/survey';
import { SurveyPage } from '../../../src/features/survey/survey-page';
import {
  describePath,
  serializeSurveyState,
  surveyEdgePaths,
  type SurveyPath,
  type SurveySnapshot,
} from '../../machines/survey/survey.model';
import { renderWithProviders } from '../../support/render';
import {
  SPEC_STEPS,
  specAnswer,
  THANK_YOU_TEXT,
  UNDER_AGE_MESSAGE,
  type SpecAnswer,
} from '../../support/spec-steps';
import {
  describeSpecEvent,
  describeSpecScreen,
  SPEC_START,
  specAfter,
  type SpecEvent,
  type SpecScreen,
} from '../../support/spec-survey';
import {
  changeButton,
  expectAnswerShown,
  fillStep,
  isUsable,
  progressBar,
  queryBackButton as backButton,
  queryContinueButton as continueButton,
  stepHeading,
} from '../../support/survey-driver';
import { coveringWalks, lastTransition, personCanWalk, transitionKey } from './survey-walks';

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
  stepHeading(step.state);
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

// A walk gives about two hundred answers; on a shared, busy machine an answer may take a few
// seconds: a generous limit by the walk's length, never a flaky one.
const timeoutFor = (walk: SurveyPath) => 30_000 + walk.steps.length * 5_000;

const edgePaths = surveyEdgePaths();
const eventsOf = (path: SurveyPath) => path.steps.slice(1).map((step) => step.event as SpecEvent);
/** The transitions a person can take on screen, each as the model's path to it. */
const walkable = edgePaths.filter((path) => personCanWalk(eventsOf(path)));

/**
 * The machine walks every edge path in Node (tests/machines/survey); on screen, a few long
 * walks take every transition a person can take, and so show every state.
 */
const walks = coveringWalks(surveyMachine, walkable.map(lastTransition));

/** Every transition the walks take, by `transitionKey`. */
function takenBy(paths: SurveyPath[]): Set<string> {
  const taken = new Set<string>();
  for (const path of paths) {
    path.steps.slice(1).forEach(({ event }, i) => {
      taken.add(transitionKey(path.steps[i]!.state, event));
    });
  }
  return taken;
}

/** Walks `path` on the rendered survey, judging every screen by the spec table. */
async function walkOnScreen(path: SurveyPath) {
  const { machine, pending } = controllableSurvey();
  const { user } = renderWithProviders(<SurveyPage machine={machine} />);
  // The answer each step shows when the person comes back to it: the last one accepted.
  const kept = new Map<number, SpecAnswer>();
  let expected = SPEC_START;
  expectScreen(expected, undefined);

  for (const [index, { event }] of path.steps.slice(1).entries()) {
    const before = expected;
    const spec = event as SpecEvent;
    try {
      const step = SPEC_STEPS[before.step]!;
      expected = specAfter(before, spec);
      let shown = kept.get(expected.step);

      if (spec.type === 'survey.continue' && before.submitting) {
        expect(isUsable(continueButton())).toBe(false);
      } else if (spec.type === 'survey.continue') {
        const answer = specAnswer(before.step, spec.value);
        await fillStep(user, step.state, spec.value);
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
      await waitFor(() => stepHeading(next.state));
      if (expected.submitting) await waitFor(() => expect(isUsable(continueButton())).toBe(false));
      if (expected.failed) await screen.findByRole('alert');
      expectScreen(expected, shown);
      if (expected.step !== before.step && !expected.failed) {
        // Once the new step is painted (src/lib/after-next-paint).
        await waitFor(() => expect(stepHeading(next.state)).toHaveFocus());
      }
    } catch (error) {
      // Which of the walk's events went wrong, and on which screen: the walk is long.
      const where = `event ${index + 1}, ${describeSpecEvent(spec)} on ${describeSpecScreen(before)}`;
      throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
}

describe('survey screens on walks through every transition, judged by the spec table', () => {
  it('takes on screen every transition of the model a person can take, and reaches every state', () => {
    const taken = takenBy(walks);
    const missing = walkable.filter((path) => !taken.has(lastTransition(path)));
    expect(missing.map(describePath)).toEqual([]);
    const states = new Set(edgePaths.flatMap((path) => path.steps.map(({ state }) => state)));
    const shown = new Set(walks.flatMap((walk) => walk.steps.map(({ state }) => state)));
    const key = (state: SurveySnapshot) => serializeSurveyState(state);
    expect(new Set([...shown].map(key))).toEqual(new Set([...states].map(key)));
    // Only the transitions that clear a made choice are the machine's alone, and they are few.
    expect(edgePaths.length - walkable.length).toBeLessThanOrEqual(edgePaths.length / 10);
  });

  for (const [i, walk] of walks.entries()) {
    it(
      `walk ${i + 1} of ${walks.length} (${walk.steps.length - 1} events)`,
      () => walkOnScreen(walk),
      timeoutFor(walk),
    );
  }
});
