import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  continueGuardOf,
  continueRequirementOf,
  firstAnswersProblem,
  surveyMachine,
  type SurveyAnswers,
} from '../../../machines/survey';
import { SPEC_QUESTION_STEPS, specStepValues, type SpecStepState } from '../../support/spec-steps';
import { completeAnswers } from './survey.fixtures';

// The screens say what is missing by the name of the rule that refused Continue (SPEC §5):
// each step is ruled by its own rule, the attestation by "every answer valid". Each question
// step is walked with its answer out of the complete set (the spec table's steps).
const RULES: Partial<Record<SpecStepState, string>> = {
  name: 'isNameValid',
  age: 'isAgeValid',
  sex: 'isSexChosen',
  state: 'isStateChosen',
  medicalConditions: 'areConditionsValid',
  chronicPain: 'isChronicPainAnswered',
  heightWeight: 'isHeightWeightValid',
  surgery: 'isSurgeryAnswered',
  riskFactors: 'areRiskFactorsValid',
};

const WALK = SPEC_QUESTION_STEPS.map((step, index) => ({
  step: step.state,
  answer: specStepValues(completeAnswers)[index]!,
}));

describe('the rule that rules each step’s Continue', () => {
  it('is the step’s own rule, then "every answer valid" on the attestation, then none', async () => {
    const actor = createActor(surveyMachine).start();
    const rules = new Set<string | null>();
    for (const { step, answer } of WALK) {
      expect(actor.getSnapshot().value).toBe(step);
      const rule = continueGuardOf(actor.getSnapshot());
      expect(rule, step).toBe(RULES[step] ?? rule);
      expect(rule, step).not.toBeNull();
      rules.add(rule);
      actor.send({ type: 'survey.continue', value: answer });
    }
    // Its own: no two steps share one.
    expect(rules.size).toBe(WALK.length);
    expect(actor.getSnapshot().value).toEqual({ attestation: 'reviewing' });
    expect(continueGuardOf(actor.getSnapshot())).toBe('areAllAnswersValid');
    actor.send({ type: 'survey.continue', value: {} });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(continueGuardOf(done)).toBeNull();
  });

  it('is none for a state the machine does not have', () => {
    const nowhere = surveyMachine.resolveState({
      value: 'name',
      context: surveyMachine.config.context as never,
    });
    expect(continueGuardOf({ ...nowhere, value: {} } as typeof nowhere)).toBeNull();
  });
});

// PRODUCT.md: a Continue that may not be used is described by what is missing. The words
// for each step, as the person reads them (and the server's refusal repeats them).
const MISSING: Partial<Record<SpecStepState, [refused: Partial<SurveyAnswers>, words: string]>> = {
  name: [{ name: ' ' }, 'Enter your first and last name to continue'],
  age: [{ age: '121' }, 'Enter your age, a whole number from 18 to 120, to continue'],
  sex: [{ sex: null }, 'Choose Female, Male or Other to continue'],
  state: [{ state: null }, 'Choose the state you live in to continue'],
  medicalConditions: [
    { medicalConditions: ['Flu'] as never },
    'Choose conditions from the list to continue',
  ],
  chronicPain: [{ hasChronicPain: null }, 'Choose Yes or No to continue'],
  heightWeight: [
    { height: `5'7"`, weight: '' },
    'Choose your height and enter your weight to continue',
  ],
  surgery: [{ hasSurgery: null }, 'Choose Yes or No to continue'],
  riskFactors: [
    { riskFactors: 'r'.repeat(2001) },
    'Shorten the text to 2000 characters to continue',
  ],
};

describe('what is missing, in the person’s words', () => {
  it('names, on each step, what its refused answer lacks', () => {
    const actor = createActor(surveyMachine).start();
    for (const { step, answer } of WALK) {
      expect(actor.getSnapshot().value).toBe(step);
      const missing = MISSING[step];
      if (missing) expect(continueRequirementOf(actor.getSnapshot(), missing[0])).toBe(missing[1]);
      expect(continueRequirementOf(actor.getSnapshot(), answer)).toBeNull();
      actor.send({ type: 'survey.continue', value: answer });
    }
    expect(continueRequirementOf(actor.getSnapshot(), {})).toBe(
      'Some earlier answers are missing. Go back to complete them.',
    );
  });

  it('is nothing once the survey is done', async () => {
    const actor = createActor(surveyMachine).start();
    for (const { answer } of WALK) actor.send({ type: 'survey.continue', value: answer });
    actor.send({ type: 'survey.continue', value: {} });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(continueRequirementOf(done, {})).toBeNull();
  });
});

describe('why a submission is refused (the server’s 400)', () => {
  it.each([
    [{ age: '17' }, { step: 2, fields: ['age'] }],
    [
      { weight: '0', height: '' },
      { step: 7, fields: ['height', 'weight'] },
    ],
    [{ riskFactors: undefined }, { step: 9, fields: ['riskFactors'] }],
    [{ name: 'Ada\u0000' }, { step: 1, fields: ['name'] }],
  ])('%j is step %j', (change, where) => {
    const problem = firstAnswersProblem({ ...completeAnswers, ...change });
    expect(problem).toMatchObject(where);
  });

  it('gives the rule’s own words', () => {
    expect(firstAnswersProblem({ ...completeAnswers, hasSurgery: null })?.message).toBe(
      'Choose Yes or No to continue',
    );
    expect(firstAnswersProblem(null)).toEqual({
      step: 1,
      fields: ['name'],
      message: 'Enter your first and last name to continue',
    });
  });

  it('reads a value that is no set of answers as one with none', () => {
    for (const value of ['Ada Lovelace', 42]) {
      expect(firstAnswersProblem(value)).toEqual({
        step: 1,
        fields: ['name'],
        message: 'Enter your first and last name to continue',
      });
    }
  });

  it('finds nothing in a complete survey', () => {
    expect(firstAnswersProblem(completeAnswers)).toBeNull();
  });
});
