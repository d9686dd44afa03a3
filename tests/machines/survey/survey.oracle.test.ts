import { describe, expect, it } from 'vitest';
import { SPEC_STEPS, specAnswer } from '../../support/spec-steps';
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
    // 12 screens: the 11 steps, and the attestation while saving and after a failure; then
    // the 9 question steps once more, opened by the attestation's Change.
    expect(new Set(specEdges().map(({ screen }) => describeSpecScreen(screen))).size).toBe(12 + 9);
  });

  it('has a table whose verdicts match the spec', () => {
    // The oracle itself, checked against SPEC §2: 11 steps, progress (step + 1) / 11.
    expect(SPEC_STEPS).toHaveLength(11);
    expect(SPEC_STEPS.map((step) => step.progress)).toEqual(
      SPEC_STEPS.map((_, index) => Math.round(((index + 1) / 11) * 100)),
    );
    expect(specAnswer(1, { age: '17' }).accepted).toBe(false);
  });
});
