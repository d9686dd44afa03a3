import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  restorableSurveySnapshot,
  surveyMachine,
  type SurveyAnswers,
} from '../../../machines/survey';
import { SPEC_STEPS, specStepIndex, type SpecAnswer } from '../../support/spec-steps';

// PRODUCT.md "Check your answers": from the attestation, Change opens a step with its answer;
// that step's Continue returns straight to the attestation, every other answer kept. The
// answers and where each action leads come from the spec table, not from the machine.

const ATTESTATION = specStepIndex('attestation');
const QUESTIONS = SPEC_STEPS.slice(0, ATTESTATION);
const firstAccepted = (answers: readonly SpecAnswer[]) => answers.find((a) => a.accepted)!;
/** Another accepted answer of the step, when the table has one; else the same again. */
const otherAccepted = (answers: readonly SpecAnswer[]) =>
  answers.filter((a) => a.accepted)[1] ?? firstAccepted(answers);
const refused = (answers: readonly SpecAnswer[]) => answers.find((a) => !a.accepted);

/** An actor on the attestation after the spec's first accepted answer on every step. */
function onAttestation() {
  const actor = createActor(surveyMachine).start();
  for (const step of QUESTIONS) {
    actor.send({ type: 'survey.continue', value: firstAccepted(step.answers).value });
  }
  expect(actor.getSnapshot().matches('attestation')).toBe(true);
  return actor;
}

const keptAnswers = (): Partial<SurveyAnswers> =>
  Object.assign({}, ...QUESTIONS.map((step) => firstAccepted(step.answers).kept));

describe.each(QUESTIONS.map((step) => [step.state, step] as const))('Change %s', (_, step) => {
  it('opens the step with its answer, and its Continue returns to the attestation', () => {
    const actor = onAttestation();
    const before = keptAnswers();
    actor.send({ type: `survey.change.${step.state}` as never });
    expect(actor.getSnapshot().value).toBe(step.state);
    expect(actor.getSnapshot().context.answers).toMatchObject(before);

    const answer = otherAccepted(step.answers);
    actor.send({ type: 'survey.continue', value: answer.value });
    expect(actor.getSnapshot().value).toEqual({ attestation: 'reviewing' });
    expect(actor.getSnapshot().context.answers).toEqual({ ...before, ...answer.kept });
  });
});

// Steps the spec table gives a refused answer for (every selection of conditions and any
// risk factors are accepted).
const WITH_REFUSED = QUESTIONS.filter((step) => refused(step.answers));
describe.each(WITH_REFUSED.map((step) => [step.state, step] as const))(
  'a refused answer after Change %s',
  (_, step) => {
    it('stays on the step', () => {
      const actor = onAttestation();
      actor.send({ type: `survey.change.${step.state}` as never });
      actor.send({ type: 'survey.continue', value: refused(step.answers)!.value });
      expect(actor.getSnapshot().value).toBe(step.state);
    });
  },
);

// Back from a changed step is the ordinary Back (PRODUCT.md): the first step has none.
const WITH_BACK = QUESTIONS.filter((step) => step.back !== null);
describe.each(WITH_BACK.map((step) => [step.state, step] as const))(
  'Back after Change %s',
  (_, step) => {
    it('goes to the step before, and the survey goes on step by step from there', () => {
      const actor = onAttestation();
      actor.send({ type: `survey.change.${step.state}` as never });
      actor.send({ type: 'survey.back' });
      expect(actor.getSnapshot().value).toBe(step.back);
      const previous = SPEC_STEPS[specStepIndex(step.back!)]!;
      actor.send({ type: 'survey.continue', value: firstAccepted(previous.answers).value });
      expect(actor.getSnapshot().value).toBe(step.state);
    });
  },
);

describe('Change is offered on the attestation only', () => {
  it('is ignored on a question step', () => {
    const actor = createActor(surveyMachine).start();
    actor.send({ type: 'survey.change.age' as never });
    expect(actor.getSnapshot().value).toBe('name');
  });
});

describe('a Change after a reload (resume)', () => {
  const persistedMidChange = () => {
    const actor = onAttestation();
    actor.send({ type: 'survey.change.age' as never });
    return JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as {
      context: { answers: SurveyAnswers };
    };
  };

  it('goes on: the step’s Continue still returns to the attestation', () => {
    const restored = restorableSurveySnapshot(persistedMidChange());
    const actor = createActor(surveyMachine, { snapshot: restored! }).start();
    expect(actor.getSnapshot().value).toBe('age');
    actor.send({ type: 'survey.continue', value: { age: '40' } });
    expect(actor.getSnapshot().value).toEqual({ attestation: 'reviewing' });
  });

  it('goes on while the answer being changed is itself half-typed', () => {
    const persisted = persistedMidChange();
    persisted.context.answers.age = '';
    const actor = createActor(surveyMachine, {
      snapshot: restorableSurveySnapshot(persisted)!,
    }).start();
    actor.send({ type: 'survey.continue', value: { age: '40' } });
    expect(actor.getSnapshot().value).toEqual({ attestation: 'reviewing' });
  });

  it('a survey saved outside a Change resumes as the ordinary survey', () => {
    const persisted = { ...persistedMidChange() };
    persisted.context = { ...persisted.context, changingAnswer: false } as typeof persisted.context;
    const actor = createActor(surveyMachine, {
      snapshot: restorableSurveySnapshot(persisted)!,
    }).start();
    actor.send({ type: 'survey.continue', value: { age: '40' } });
    expect(actor.getSnapshot().value).toBe('sex');
  });

  it('a snapshot on the attestation is never mid-Change, whatever it claims', () => {
    const persisted = JSON.parse(JSON.stringify(onAttestation().getPersistedSnapshot())) as {
      context: Record<string, unknown>;
    };
    persisted.context.changingAnswer = true;
    const restored = restorableSurveySnapshot(persisted) as unknown as {
      context: { changingAnswer: boolean };
    };
    expect(restored.context.changingAnswer).toBe(false);
  });

  it('becomes the ordinary survey when another answer no longer passes', () => {
    const persisted = persistedMidChange();
    persisted.context.answers.hasSurgery = null;
    const actor = createActor(surveyMachine, {
      snapshot: restorableSurveySnapshot(persisted)!,
    }).start();
    actor.send({ type: 'survey.continue', value: { age: '40' } });
    expect(actor.getSnapshot().value).toBe('sex');
  });
});
