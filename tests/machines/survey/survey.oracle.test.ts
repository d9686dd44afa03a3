import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../../../machines/survey';
import { SPEC_STEP_COUNT, SPEC_STEPS, specAnswer, specStepIndex } from '../../support/spec-steps';
import { describeSpecScreen, SPEC_START, specEdges } from '../../support/spec-survey';
import {
  describePath,
  firstSpecMismatch,
  screenOf,
  surveyEdgePaths,
  untakenSpecActions,
} from './survey.model';

// The machine's own paths, judged by the spec's table (tests/support/spec-steps.ts): after every
// event the machine must show the step, the saving and the failure the spec expects there.

/** The paths, or none when they cannot be generated: the test below then says why. */
function generatePaths() {
  try {
    return surveyEdgePaths();
  } catch {
    return [];
  }
}
const paths = generatePaths();

describe('the survey machine against the spec table', () => {
  it('generates its model paths and starts on the first step of the spec', () => {
    expect(surveyEdgePaths().length).toBeGreaterThan(0);
    for (const path of paths) expect(screenOf(path.steps[0]!.state)).toEqual(SPEC_START);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
    expect(firstSpecMismatch(path)).toBeNull();
  });

  it('takes every action of the spec on every screen the spec reaches', () => {
    expect(untakenSpecActions(paths)).toEqual([]);
    // Every step but the thank-you (which has no action), and the attestation while saving
    // and after a failure; then the question steps once more, opened by the attestation's Change.
    const questions = specStepIndex('attestation');
    expect(new Set(specEdges().map(({ screen }) => describeSpecScreen(screen))).size).toBe(
      SPEC_STEP_COUNT - 1 + 2 + questions,
    );
  });

  it('says how a person gives every answer the survey keeps', () => {
    const given = SPEC_STEPS.flatMap((step) => Object.keys(step.controls));
    expect(given.toSorted()).toEqual(Object.keys(emptyAnswers).toSorted());
  });

  it('has a table whose verdicts match the spec', () => {
    // The oracle itself, checked against SPEC §2: its steps, progress (step + 1) / their count.
    expect(SPEC_STEPS).toHaveLength(SPEC_STEP_COUNT);
    expect(SPEC_STEPS.map((step) => step.progress)).toEqual(
      SPEC_STEPS.map((_, index) => Math.round(((index + 1) / SPEC_STEP_COUNT) * 100)),
    );
    expect(specAnswer(1, { age: '17' }).accepted).toBe(false);
  });
});
