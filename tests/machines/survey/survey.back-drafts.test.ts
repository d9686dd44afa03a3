import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  emptyAnswers,
  surveyMachine,
  UNDER_AGE_MESSAGE,
  type SurveyAnswers,
} from '../../../machines/survey';
import { expectNothingGiven, specStepValues } from '../../support/spec-steps';
import { completeAnswers } from './survey.fixtures';

// PRODUCT.md "Back": going back keeps the answer the person had started on the step they
// leave, so Forward shows it again. The drafts below are the unfinished answers of each step.
const STEPS_WITH_BACK: { state: string; draft: Partial<SurveyAnswers> }[] = [
  { state: 'age', draft: { age: '4' } },
  { state: 'sex', draft: { sex: 'Male' } },
  { state: 'state', draft: { state: 'Texas' } },
  { state: 'medicalConditions', draft: { medicalConditions: ['Migraines'] } },
  { state: 'chronicPain', draft: { hasChronicPain: true } },
  { state: 'heightWeight', draft: { height: `6'1"`, weight: '  ' } },
  { state: 'surgery', draft: { hasSurgery: false } },
  { state: 'riskFactors', draft: { riskFactors: ' unsent ' } },
];

describe('Back keeps the unfinished answer of the step it leaves', () => {
  it.each(STEPS_WITH_BACK.map((entry, index) => [entry.state, entry.draft, index + 1] as const))(
    'on %s',
    (_, draft, stepIndex) => {
      const actor = createActor(surveyMachine).start();
      for (const value of specStepValues(completeAnswers).slice(0, stepIndex)) {
        actor.send({ type: 'survey.continue', value });
      }
      actor.send({ type: 'survey.back', value: draft });
      // The draft is kept exactly as typed (not trimmed: it was not sent).
      expect(actor.getSnapshot().context.answers).toMatchObject(draft);
      actor.stop();
    },
  );
});

describe('the survey starts empty (SPEC §3: unset answers)', () => {
  it('has no answer at all before the first step', () => {
    expectNothingGiven(emptyAnswers);
  });
});

describe('the under-age message (SPEC §5 and §8)', () => {
  it('is the spec text, letter for letter', () => {
    expect(UNDER_AGE_MESSAGE).toBe('You must be 18 or older to use this service');
  });
});
