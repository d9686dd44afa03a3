import { createActor, type AnyActorLogic } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAnswers, SUBMIT_FAILED_FALLBACK } from '../../../machines/survey';

/** The app's submission actor, run on its own: the error it ends with, as the machine gets it. */
async function submissionError(): Promise<Error> {
  const { appSurveyMachine } = await import('../../../src/features/survey/survey-actors');
  const logic = appSurveyMachine.implementations.actors.submitSurvey as AnyActorLogic;
  const actor = createActor(logic, { input: emptyAnswers });
  return new Promise((resolve) => {
    actor.subscribe({ error: (error) => resolve(error as Error) });
    actor.start();
  });
}

afterEach(() => {
  vi.doUnmock('../../../src/storage/case-repository');
  vi.doUnmock('../../../src/storage/storage-errors');
  vi.resetModules();
});

describe('a failed submission is told in words written for the person', () => {
  it('never in an error’s own text', async () => {
    vi.doMock('../../../src/storage/case-repository', () => ({
      caseRepository: {
        addSubmission: () => Promise.reject(new TypeError('answers.name is undefined')),
      },
    }));
    expect((await submissionError()).message).toBe(
      'Something went wrong, so nothing could be saved. Please try again.',
    );
  });

  it('in the machine’s own words when not even the messages can load (offline)', async () => {
    vi.doMock('../../../src/storage/case-repository', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.doMock('../../../src/storage/storage-errors', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const error = await submissionError();
    expect(error.message).toBe(SUBMIT_FAILED_FALLBACK);
    expect(error.message).toBe('Your answers could not be saved. Please try again.');
  });
});
