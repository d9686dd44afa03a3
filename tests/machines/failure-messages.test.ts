import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { reviewMachine, SAVE_FAILED_FALLBACK } from '../../machines/case';
import { SUBMIT_FAILED_FALLBACK, surveyMachine, type SurveyAnswers } from '../../machines/survey';
import { SPEC_STEPS } from '../support/spec-steps';

// PRODUCT.md: a failed write keeps the person where they were "with a clear error". An error
// that carries no words of its own is replaced by a sentence that says what happened.

async function surveyErrorFor(failure: unknown): Promise<string | null> {
  const actor = createActor(
    surveyMachine.provide({
      actors: { submitSurvey: fromPromise<unknown, SurveyAnswers>(() => Promise.reject(failure)) },
    }),
  ).start();
  for (const step of SPEC_STEPS.slice(0, -1)) {
    const accepted = step.answers.find((answer) => answer.accepted);
    actor.send({ type: 'survey.continue', value: accepted?.value ?? {} });
  }
  const failed = await waitFor(actor, (snapshot) => snapshot.context.submitError !== null);
  actor.stop();
  return failed.context.submitError;
}

async function reviewErrorFor(failure: unknown): Promise<string | null> {
  const actor = createActor(
    reviewMachine.provide({
      actors: { saveDecision: fromPromise(() => Promise.reject(failure)) },
    }),
    { input: { caseId: 3 } },
  ).start();
  actor.send({ type: 'case.deny', expectedStatus: 'Open' });
  actor.send({ type: 'dialog.confirm' });
  const failed = await waitFor(actor, (snapshot) => snapshot.context.error !== null);
  actor.stop();
  return failed.context.error;
}

describe('failure messages', () => {
  it('are sentences that say the answers or the case could not be saved', () => {
    expect(SUBMIT_FAILED_FALLBACK).toMatch(/could not be saved.*try again/i);
    expect(SAVE_FAILED_FALLBACK).toMatch(/could not be saved.*try again/i);
  });

  it.each([
    ['an error with a message', new Error('Storage is full.'), 'Storage is full.'],
    ['an error without one', new Error(''), null],
    ['an error with a blank one', new Error('   '), null],
    ['something that is no error', 'quota', null],
  ])('the survey shows %s', async (_, failure, shown) => {
    expect(await surveyErrorFor(failure)).toBe(shown ?? SUBMIT_FAILED_FALLBACK);
  });

  it.each([
    ['an error with a message', new Error('Storage is full.'), 'Storage is full.'],
    ['an error without one', new Error(''), null],
    ['an error with a blank one', new Error('   '), null],
    ['something that is no error', 'quota', null],
  ])('the review shows %s', async (_, failure, shown) => {
    expect(await reviewErrorFor(failure)).toBe(shown ?? SAVE_FAILED_FALLBACK);
  });
});
