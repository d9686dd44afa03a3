import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { stepOf, surveyMachine, type SurveyAnswers } from '../../../machines/survey';
import { SurveyPage } from '../../../src/features/survey/survey-page';
import { renderWithProviders } from '../../support/render';
import {
  describePath,
  serializeSurveyState,
  surveyEdgePaths,
} from '../../machines/survey/survey.model';
import { backButton, continueButton, expectStepShown, fillStep, title } from './survey-screen';

/** The survey with a submission the test settles by hand, as the model's synthetic events do. */
function controllableSurvey() {
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const machine = surveyMachine.provide({
    actors: {
      submitSurvey: fromPromise<unknown, SurveyAnswers>(
        () =>
          new Promise<{ id: number }>((resolve, reject) =>
            pending.push({ resolve: () => resolve({ id: 11 }), reject }),
          ),
      ),
    },
  });
  return { machine, pending };
}

describe('survey screens follow the machine (model-based)', () => {
  it.each(surveyEdgePaths().map((path) => [describePath(path), path] as const))(
    '%s',
    async (_, path) => {
      const { machine, pending } = controllableSurvey();
      const { user } = renderWithProviders(<SurveyPage machine={machine} />);
      expectStepShown('name', path.steps[0]!.state.context.answers);

      for (let i = 1; i < path.steps.length; i++) {
        const before = path.steps[i - 1]!.state;
        const { event, state: after } = path.steps[i]!;
        const step = stepOf(before.value);
        const moves = serializeSurveyState(before) !== serializeSurveyState(after);

        if (event.type === 'survey.back') {
          await user.click(backButton());
        } else if (event.type === 'survey.continue') {
          await fillStep(user, step, event.value);
          // The screen offers Continue exactly when the machine would take it.
          if (moves) await user.click(continueButton());
          else expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
        } else if (event.type === 'xstate.done.actor.submitSurvey') {
          pending.shift()?.resolve();
        } else if (event.type === 'xstate.error.actor.submitSurvey') {
          pending.shift()?.reject(new Error('Storage is full.'));
        }

        const next = stepOf(after.value);
        await waitFor(() => expect(title(next)).toBeInTheDocument());
        // A refused answer stays on screen as typed, for the person to correct.
        const shown =
          event.type === 'survey.continue' && !moves
            ? { ...after.context.answers, ...event.value }
            : after.context.answers;
        expectStepShown(next, shown);
        if (next !== step) expect(title(next)).toHaveFocus();
        if (after.hasTag('busy')) {
          expect(screen.getByRole('button', { name: 'Loading...' })).toHaveAttribute(
            'aria-disabled',
            'true',
          );
        }
        if (after.context.submitError) {
          await waitFor(() =>
            expect(screen.getByRole('alert')).toHaveTextContent('Storage is full.'),
          );
        }
        if (after.status === 'done') {
          expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
          expect(screen.getByText(/Your reference number is/)).toHaveTextContent(
            'Your reference number is 11.',
          );
        }
      }
    },
  );
});
