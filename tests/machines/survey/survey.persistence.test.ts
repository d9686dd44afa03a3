import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { restorableSurveySnapshot, surveyMachine } from '../../../machines/survey';

function persistedAfter(...names: string[]) {
  const actor = createActor(surveyMachine).start();
  for (const name of names) actor.send({ type: 'survey.continue', value: { name } });
  return JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Record<string, unknown>;
}

describe('restoring a saved survey', () => {
  it('restores a snapshot taken mid-way, with its answers', () => {
    const persisted = persistedAfter('Ada');
    const restored = restorableSurveySnapshot(persisted);
    expect(restored).not.toBeNull();
    const actor = createActor(surveyMachine, { snapshot: restored ?? undefined }).start();
    expect(actor.getSnapshot().value).toBe('age');
    expect(actor.getSnapshot().context.answers.name).toBe('Ada');
  });

  it.each([
    ['nothing', null],
    ['a string', 'age'],
    ['an unknown state', { ...persistedAfter('Ada'), value: 'payment' }],
    ['broken answers', { ...persistedAfter('Ada'), context: { answers: { name: 3 } } }],
    ['no context', { ...persistedAfter('Ada'), context: undefined }],
    ['a finished survey', { ...persistedAfter('Ada'), status: 'done' }],
    ['a submission in flight', { ...persistedAfter('Ada'), value: { attestation: 'submitting' } }],
  ])('drops %s', (_, persisted) => {
    expect(restorableSurveySnapshot(persisted)).toBeNull();
  });
});
