import { createActor, fromPromise, waitFor, type AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import {
  caseIdOf,
  emptyAnswers,
  SUBMIT_FAILED_FALLBACK,
  surveyMachine,
  type SurveyAnswers,
} from '../../../machines/survey';
import { expectNothingGiven, SPEC_QUESTION_STEPS, specStepValues } from '../../support/spec-steps';
import { completeAnswers } from './survey.fixtures';
import { describePath, surveyEdgePaths, type SurveySnapshot } from './survey.model';

function transitionKeys(node: AnyStateNode): string[] {
  return [...node.transitions.values()].flat().map((t) => {
    const targets = (t.target ?? []).map((target: AnyStateNode) => target.id).join(',');
    return `${t.source.id} --${t.eventType}--> ${targets}`;
  });
}

describe('survey machine, model-based', () => {
  const paths = surveyEdgePaths();

  it('reaches every state and takes every transition', () => {
    const allNodes = getStateNodes(surveyMachine.root).map((node) => node.id);
    const allTransitions = getStateNodes(surveyMachine.root).flatMap(transitionKeys);

    const reachedNodes = new Set<string>();
    const takenTransitions = new Set<string>();
    for (const path of paths) {
      let previous: SurveySnapshot | undefined;
      for (const step of path.steps) {
        step.state._nodes.forEach((node) => reachedNodes.add(node.id));
        if (previous) {
          for (const t of surveyMachine.getTransitionData(previous, step.event as never)) {
            const targets = (t.target ?? []).map((target) => target.id).join(',');
            takenTransitions.add(`${t.source.id} --${t.eventType}--> ${targets}`);
          }
        }
        previous = step.state;
      }
    }

    expect(allNodes.filter((id) => !reachedNodes.has(id))).toEqual([]);
    expect(allTransitions.filter((key) => !takenTransitions.has(key))).toEqual([]);
    // Each question step's and the attestation's Continue, Back on every step after the first
    // up to the attestation, the submission's done and error; then the attestation's Change of
    // each question step, and each question step's Continue back to the attestation.
    const questions = SPEC_QUESTION_STEPS.length;
    expect(allTransitions).toHaveLength(questions + 1 + questions + 2 + questions + questions);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    // Replays the path on a live actor: each event lands in the state the model says.
    const pending: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
    const actor = createActor(
      surveyMachine.provide({
        actors: {
          submitSurvey: fromPromise<unknown, SurveyAnswers>(
            () =>
              new Promise<void>((resolve, reject) => {
                pending.push({ resolve, reject });
              }),
          ),
        },
      }),
    ).start();
    for (const step of path.steps.slice(1)) {
      if (step.event.type === 'xstate.done.actor.submitSurvey') pending.shift()?.resolve();
      else if (step.event.type === 'xstate.error.actor.submitSurvey') {
        pending.shift()?.reject(new Error('Storage is full.'));
      } else actor.send(step.event as never);
      await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual(step.state.value));
      expect(Boolean(actor.getSnapshot().context.submitError)).toBe(
        Boolean(step.state.context.submitError),
      );
    }
  });
});

function startAt(submit: (answers: SurveyAnswers) => Promise<unknown> = async () => undefined) {
  return createActor(
    surveyMachine.provide({
      actors: { submitSurvey: fromPromise(({ input }: { input: SurveyAnswers }) => submit(input)) },
    }),
  ).start();
}

function answerAll(actor: ReturnType<typeof startAt>, answers: SurveyAnswers) {
  for (const value of specStepValues(answers)) actor.send({ type: 'survey.continue', value });
}

describe('survey machine, answers', () => {
  it('starts on the name step with no answers', () => {
    const snapshot = startAt().getSnapshot();
    expect(snapshot.value).toBe('name');
    expect(snapshot.context.answers).toEqual(emptyAnswers);
    // Every field starts empty: nothing typed, nothing chosen.
    expectNothingGiven(snapshot.context.answers);
  });

  it.each([
    ['an unknown condition', 'medicalConditions', { medicalConditions: ['Flu'] }],
    ['risk factors over 2000 characters', 'riskFactors', { riskFactors: 'r'.repeat(2001) }],
    ['a weight that is no number', 'heightWeight', { height: `5'7"`, weight: 'heavy' }],
  ] as [string, string, Record<string, unknown>][])(
    'stays on the step when given %s',
    (_, step, value) => {
      const actor = startAt();
      const answers: Partial<SurveyAnswers>[] = [
        { name: 'Ada' },
        { age: '36' },
        { sex: 'Other' },
        { state: 'Ohio' },
        { medicalConditions: [] },
        { hasChronicPain: false },
        { height: `5'7"`, weight: '150' },
        { hasSurgery: false },
      ];
      // SPEC §2's order, and a valid answer for each step before the one under test.
      const order = [
        'name',
        'age',
        'sex',
        'state',
        'medicalConditions',
        'chronicPain',
        'heightWeight',
        'surgery',
        'riskFactors',
      ];
      for (const answer of answers.slice(0, order.indexOf(step))) {
        actor.send({ type: 'survey.continue', value: answer });
      }
      expect(actor.getSnapshot().value).toBe(step);
      // An answer no screen can produce (an unknown condition): the machine still refuses it.
      actor.send({ type: 'survey.continue', value: value as Partial<SurveyAnswers> });
      expect(actor.getSnapshot().value).toBe(step);
    },
  );

  it('trims the name, age, weight and risk factors it keeps', () => {
    const actor = startAt();
    answerAll(actor, {
      ...completeAnswers,
      name: '  Ada Lovelace ',
      age: ' 36 ',
      weight: ' 150 ',
      riskFactors: '  desk job  ',
    });
    expect(actor.getSnapshot().context.answers).toMatchObject({
      name: 'Ada Lovelace',
      age: '36',
      weight: '150',
      riskFactors: 'desk job',
    });
  });

  it('lets a step write only its own answers', () => {
    const actor = startAt();
    actor.send({ type: 'survey.continue', value: { name: 'Ada', age: '5', sex: 'Male' } });
    expect(actor.getSnapshot().context.answers).toEqual({ ...emptyAnswers, name: 'Ada' });
  });

  it('keeps an unfinished answer when going back, and every answer going forward', () => {
    const actor = startAt();
    actor.send({ type: 'survey.continue', value: { name: 'Ada' } });
    actor.send({ type: 'survey.back', value: { age: '4' } });
    expect(actor.getSnapshot().value).toBe('name');
    expect(actor.getSnapshot().context.answers).toMatchObject({ name: 'Ada', age: '4' });
    actor.send({ type: 'survey.continue', value: { name: 'Ada' } });
    // The kept draft is shown again but still has to pass its guard.
    actor.send({ type: 'survey.continue', value: { age: '4' } });
    expect(actor.getSnapshot().value).toBe('age');
  });

  it('submits every answer, then finishes on thank you', async () => {
    const submitted: SurveyAnswers[] = [];
    const actor = startAt(async (answers) => submitted.push(answers));
    answerAll(actor, completeAnswers);
    expect(actor.getSnapshot().value).toEqual({ attestation: 'reviewing' });
    actor.send({ type: 'survey.continue', value: {} });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().value).toBe('thankYou');
    expect(submitted).toEqual([completeAnswers]);
  });

  it('keeps every answer after a failed submission and can try again', async () => {
    let attempts = 0;
    const actor = startAt(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("This browser's storage is full.");
    });
    answerAll(actor, completeAnswers);
    actor.send({ type: 'survey.continue', value: {} });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ attestation: 'reviewing' }));
    expect(actor.getSnapshot().context.submitError).toBe("This browser's storage is full.");
    expect(actor.getSnapshot().context.answers).toEqual(completeAnswers);

    actor.send({ type: 'survey.continue', value: {} });
    expect(actor.getSnapshot().context.submitError).toBeNull();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('thankYou'));
  });

  it('explains a failure that carries no message', async () => {
    const actor = startAt(() => Promise.reject('nope'));
    answerAll(actor, completeAnswers);
    actor.send({ type: 'survey.continue', value: {} });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.submitError).toBe(SUBMIT_FAILED_FALLBACK),
    );
  });
});

describe('the reference of a saved case', () => {
  it.each([
    [{ id: 7 }, 7],
    [{ id: 0 }, null],
    [{ id: -1 }, null],
    [{ id: 1.5 }, null],
    [{ id: '7' }, null],
    [{ id: Number.MAX_SAFE_INTEGER + 1 }, null],
    [{}, null],
    [null, null],
    [7, null],
  ])('is read from %j as %j', (output, id) => expect(caseIdOf(output)).toBe(id));
});

describe('Back without an answer', () => {
  it('keeps the draft Back carried before', () => {
    const actor = startAt();
    actor.send({ type: 'survey.continue', value: { name: 'Ada' } });
    actor.send({ type: 'survey.back', value: { age: '4' } });
    actor.send({ type: 'survey.continue', value: { name: 'Ada' } });
    actor.send({ type: 'survey.back' });
    expect(actor.getSnapshot().context.answers.age).toBe('4');
  });
});

describe('survey machine as drawn (no storage provided)', () => {
  it('walks to thank you on its own default submission, as the machine explorer runs it', async () => {
    const actor = createActor(surveyMachine).start();
    answerAll(actor, completeAnswers);
    actor.send({ type: 'survey.continue', value: {} });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('thankYou');
    expect(done.context.caseId).toBeNull();
  });
});
