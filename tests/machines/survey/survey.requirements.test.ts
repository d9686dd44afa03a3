import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { continueGuardOf, surveyMachine, type SurveyAnswers } from '../../../machines/survey';
import { completeAnswers } from './survey.fixtures';

// The screens say what is missing by the name of the rule that refused Continue (SPEC §5):
// each step is ruled by its own rule, the attestation by "every answer valid".
const STEPS: [step: string, rule: string, answer: Partial<SurveyAnswers>][] = [
  ['name', 'isNameValid', { name: completeAnswers.name }],
  ['age', 'isAgeValid', { age: completeAnswers.age }],
  ['sex', 'isSexChosen', { sex: completeAnswers.sex }],
  ['state', 'isStateChosen', { state: completeAnswers.state }],
  ['medicalConditions', 'areConditionsValid', { medicalConditions: [] }],
  ['chronicPain', 'isChronicPainAnswered', { hasChronicPain: false }],
  ['heightWeight', 'isHeightWeightValid', { height: `5'7"`, weight: '150' }],
  ['surgery', 'isSurgeryAnswered', { hasSurgery: false }],
  ['riskFactors', 'areRiskFactorsValid', { riskFactors: '' }],
];

describe('the rule that rules each step’s Continue', () => {
  it('is the step’s own rule, then "every answer valid" on the attestation, then none', async () => {
    const actor = createActor(surveyMachine).start();
    for (const [step, rule, answer] of STEPS) {
      expect(actor.getSnapshot().value).toBe(step);
      expect(continueGuardOf(actor.getSnapshot())).toBe(rule);
      actor.send({ type: 'survey.continue', value: answer });
    }
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
