import { describe, expect, it } from 'vitest';
import {
  parseSurveyAnswers,
  progressPercent,
  stepDraft,
  stepNumber,
  stepLabel,
  stepOf,
  STEP_FIELDS,
  stepOfField,
  SURVEY_STEP_COUNT,
  SURVEY_STEPS,
  surveyMachine,
} from '../../../machines/survey';
import { describedSurveyMachine } from '../../../machines/survey/survey.state-descriptions';
import { EXAMPLE_ANSWERS } from '../../../machines/survey/survey.answer-examples';
import { SPEC_STEP_COUNT, SPEC_STEPS } from '../../support/spec-steps';
import { completeAnswers } from './survey.fixtures';

describe('the survey steps', () => {
  it('are the steps of the spec table, in its order', () => {
    expect(SURVEY_STEP_COUNT).toBe(SPEC_STEP_COUNT);
    expect([...SURVEY_STEPS]).toEqual(SPEC_STEPS.map((step) => step.state));
  });

  it('give the progress of SPEC §2, (step + 1) / the step count', () => {
    for (const [index, spec] of SPEC_STEPS.entries()) {
      expect(stepNumber(spec.state)).toBe(index);
      expect(Math.round(progressPercent(spec.state))).toBe(spec.progress);
    }
    expect(progressPercent('name')).toBeCloseTo(100 / SPEC_STEP_COUNT);
    expect(progressPercent('thankYou')).toBe(100);
  });

  it('name each step as "Step N of 11", from the spec table’s order', () => {
    for (const [index, spec] of SPEC_STEPS.entries()) {
      expect(stepLabel(spec.state)).toBe(`Step ${index + 1} of ${SPEC_STEP_COUNT}`);
    }
  });

  it('give every answer an example that passes its rule as given: one complete set', () => {
    expect(parseSurveyAnswers(EXAMPLE_ANSWERS)).toEqual(EXAMPLE_ANSWERS);
  });

  it('know the step of a state value, nested ones included', () => {
    expect(stepOf('age')).toBe('age');
    expect(stepOf({ attestation: 'submitting' })).toBe('attestation');
    expect(() => stepOf('payment')).toThrow('Unknown survey state: payment');
    expect(() => stepOf({})).toThrow('Unknown survey state');
  });

  it('give each question step its own answers as its initial value', () => {
    expect(stepDraft('heightWeight', completeAnswers)).toEqual({
      height: completeAnswers.height,
      weight: completeAnswers.weight,
    });
    expect(stepDraft('surgery', completeAnswers)).toEqual({
      hasSurgery: completeAnswers.hasSurgery,
    });
    expect(stepDraft('attestation', completeAnswers)).toEqual({});
    expect(stepDraft('thankYou', completeAnswers)).toEqual({});
  });

  it('let every answer of SPEC §3 belong to exactly one step', () => {
    const fields = Object.values(STEP_FIELDS).flat().sort();
    expect(fields).toEqual(Object.keys(completeAnswers).sort());
  });

  it('describe every state, for QA and the docs', () => {
    const nodes = [
      ...Object.values(describedSurveyMachine.root.states),
      ...Object.values(describedSurveyMachine.root.states.attestation!.states),
    ];
    for (const node of nodes) expect(node.description?.trim(), node.id).toBeTruthy();
    expect(describedSurveyMachine.root.description).toBeTruthy();
  });

  it('are the machine the app runs, described: the same states and transitions', () => {
    const shape = (machine: typeof surveyMachine) =>
      JSON.stringify(machine.definition, (key, value: unknown) =>
        key === 'description' ? undefined : value,
      );
    expect(shape(describedSurveyMachine)).toBe(shape(surveyMachine));
  });
});

describe('the step that owns an answer (the attestation’s Change opens it)', () => {
  it('is the spec’s step whose answer carries the field', () => {
    for (const step of SPEC_STEPS) {
      for (const answer of step.answers.filter((candidate) => candidate.accepted)) {
        for (const field of Object.keys(answer.value) as (keyof typeof answer.value)[]) {
          expect(stepOfField(field), field).toBe(step.state);
        }
      }
    }
    expect(stepOfField('weight')).toBe('heightWeight');
  });
});
