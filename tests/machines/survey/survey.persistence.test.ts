import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  inProgressRecord,
  parseStoredSurvey,
  restorableSurveySnapshot,
  submittedRecord,
  submittedSurveySnapshot,
  SURVEY_STORAGE_VERSION,
  ANSWERS_VERSION,
  emptyAnswers,
  surveyMachine,
  type SurveyAnswers,
} from '../../../machines/survey';
import { specStepValues } from '../../support/spec-steps';
import { completeAnswers } from './survey.fixtures';

type Persisted = Record<string, unknown> & { context: { answers: SurveyAnswers } };

/** A snapshot as the app saves it, after continuing with these step values. */
function persistedAfter(...values: Partial<SurveyAnswers>[]): Persisted {
  const actor = createActor(surveyMachine).start();
  for (const value of values) actor.send({ type: 'survey.continue', value });
  return JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Persisted;
}

const STEP_VALUES = specStepValues(completeAnswers);

/** A snapshot on the attestation after a whole, valid survey. */
const onAttestation = () => persistedAfter(...STEP_VALUES);

function withAnswers(persisted: Persisted, answers: Partial<SurveyAnswers>): Persisted {
  return {
    ...persisted,
    context: { ...persisted.context, answers: { ...persisted.context.answers, ...answers } },
  };
}

/** Restores a snapshot into an actor whose submission is recorded, as the app would run it. */
function resume(persisted: unknown) {
  const submit = vi.fn<(answers: SurveyAnswers) => Promise<{ id: number }>>(async () => ({
    id: 11,
  }));
  const restored = restorableSurveySnapshot(persisted);
  const actor = createActor(
    surveyMachine.provide({
      actors: {
        submitSurvey: fromPromise<unknown, SurveyAnswers>(({ input }) => submit(input)),
      },
    }),
    { snapshot: restored ?? undefined },
  ).start();
  return { restored, actor, submit };
}

describe('restoring a saved survey', () => {
  it('restores a snapshot taken mid-way, with its answers', () => {
    const { restored, actor } = resume(persistedAfter({ name: 'Ada' }));
    expect(restored).not.toBeNull();
    expect(actor.getSnapshot().value).toBe('age');
    expect(actor.getSnapshot().context.answers.name).toBe('Ada');
  });

  it('restores the attestation of a valid survey, and it submits those answers', async () => {
    const { restored, actor, submit } = resume(onAttestation());
    expect(restored).not.toBeNull();
    actor.send({ type: 'survey.continue', value: {} });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('thankYou'));
    expect(submit).toHaveBeenCalledWith(completeAnswers);
    expect(actor.getSnapshot().context.caseId).toBe(11);
  });

  it('keeps the later steps’ drafts that Back carried, to be checked again on Continue', () => {
    const actor = createActor(surveyMachine).start();
    actor.send({ type: 'survey.continue', value: { name: 'Ada' } });
    actor.send({ type: 'survey.back', value: { age: '4' } });
    const { restored } = resume(JSON.parse(JSON.stringify(actor.getPersistedSnapshot())));
    expect(restored).toMatchObject({
      value: 'name',
      context: { answers: { name: 'Ada', age: '4' } },
    });
  });

  it.each([
    ['nothing', null],
    ['a string', 'age'],
    ['an unknown state', { ...persistedAfter({ name: 'Ada' }), value: 'payment' }],
    ['broken answers', { ...persistedAfter({ name: 'Ada' }), context: { answers: { name: 3 } } }],
    ['no context', { ...persistedAfter({ name: 'Ada' }), context: undefined }],
    ['a finished survey', { ...persistedAfter({ name: 'Ada' }), status: 'done' }],
    ['one in thankYou', { ...onAttestation(), value: 'thankYou' }],
    ['a submission in flight', { ...onAttestation(), value: { attestation: 'submitting' } }],
    [
      'a running submitSurvey child',
      {
        ...onAttestation(),
        children: { submitSurvey: { src: 'submitSurvey', snapshot: { status: 'active' } } },
      },
    ],
    ['children that are not a record', { ...onAttestation(), children: 'submitSurvey' }],
    [
      'an attestation with name "" and age "5"',
      withAnswers(onAttestation(), { name: '', age: '5' }),
    ],
    [
      'a step past an unanswered one',
      withAnswers(persistedAfter(...STEP_VALUES.slice(0, 4)), { sex: null }),
    ],
    [
      'a name longer than the input allows',
      withAnswers(persistedAfter({ name: 'Ada' }), { name: 'x'.repeat(201) }),
    ],
    ['a list around the snapshot', [persistedAfter({ name: 'Ada' })]],
    ['the attestation named as a plain step', { ...onAttestation(), value: 'attestation' }],
    [
      'an attestation with a second region',
      { ...onAttestation(), value: { attestation: 'reviewing', extra: 'x' } },
    ],
    ['an empty state value', { ...onAttestation(), value: {} }],
    ['children in a list', { ...onAttestation(), children: [] }],
    [
      'a weight longer than any input allows',
      withAnswers(persistedAfter({ name: 'Ada' }), { weight: '1'.repeat(2001) }),
    ],
    [
      'risk factors longer than the input allows',
      withAnswers(persistedAfter({ name: 'Ada' }), { riskFactors: 'r'.repeat(2001) }),
    ],
  ])('drops %s', (_, persisted) => {
    expect(restorableSurveySnapshot(persisted)).toBeNull();
  });

  it('restores a snapshot without children, and answers at the inputs’ limits', () => {
    const persisted = withAnswers(persistedAfter({ name: 'Ada' }), {
      name: 'n'.repeat(200),
      riskFactors: 'r'.repeat(2000),
    });
    expect(restorableSurveySnapshot({ ...persisted, children: undefined })).not.toBeNull();
  });

  it('keeps the earlier steps’ answers as the machine stores them (trimmed)', () => {
    const persisted = withAnswers(persistedAfter({ name: 'Ada' }), { name: '  Ada  ' });
    const restored = restorableSurveySnapshot(persisted) as unknown as Persisted;
    expect(restored.context.answers.name).toBe('Ada');
  });

  it('never submits a tampered attestation, whatever its context', async () => {
    // Even if a bad context got in, the attestation's Continue is guarded by "all valid".
    const actor = createActor(surveyMachine, {
      snapshot: surveyMachine.resolveState({
        value: { attestation: 'reviewing' },
        context: {
          answers: { ...completeAnswers, name: '', age: '5' },
          submitError: null,
          caseId: null,
          changingAnswer: false,
        },
      }),
    }).start();
    actor.send({ type: 'survey.continue', value: {} });
    expect(actor.getSnapshot().value).toEqual({ attestation: 'reviewing' });
  });

  it('leaves extra fields behind (a 2 MB blob)', () => {
    const blob = 'x'.repeat(2 * 1024 * 1024);
    const tampered = {
      ...withAnswers(onAttestation(), { blob } as Partial<SurveyAnswers>),
      blob,
    };
    const { restored } = resume(tampered);
    expect(restored).not.toBeNull();
    expect(JSON.stringify(restored).length).toBeLessThan(2000);
    expect(Object.keys((restored as unknown as Persisted).context.answers).sort()).toEqual(
      Object.keys(completeAnswers).sort(),
    );
  });
});

describe('a submitted survey shown again after a reload', () => {
  it('is the final thank-you with the case’s reference and no answers', () => {
    const actor = createActor(surveyMachine, { snapshot: submittedSurveySnapshot(11) }).start();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('thankYou');
    expect(actor.getSnapshot().context.caseId).toBe(11);
    expect(actor.getSnapshot().context.answers).toEqual(emptyAnswers);
    // No Change is open on a submitted survey, and no failure is shown.
    expect(actor.getSnapshot().context.changingAnswer).toBe(false);
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });
});

describe('the stored survey envelope', () => {
  const run = 'run-1';

  it('reads this build’s survey in progress, with the current step’s unsent answer', () => {
    const stored = parseStoredSurvey(
      JSON.parse(
        JSON.stringify(inProgressRecord(run, persistedAfter({ name: 'Ada' }), { age: '4' })),
      ),
    );
    expect(stored).toMatchObject({ kind: 'inProgress', run, draft: { age: '4' } });
  });

  it('keeps only the current step’s fields of a draft, and drops an impossible one', () => {
    const snapshot = persistedAfter({ name: 'Ada' });
    expect(
      parseStoredSurvey(inProgressRecord(run, snapshot, { age: '4', name: 'Eve' })),
    ).toMatchObject({
      draft: { age: '4' },
    });
    expect(parseStoredSurvey(inProgressRecord(run, snapshot, { age: 42 }))).toMatchObject({
      kind: 'inProgress',
      draft: null,
    });
  });

  it('keeps no draft on the attestation, nor one that is not a record', () => {
    expect(
      parseStoredSurvey(inProgressRecord(run, onAttestation(), { riskFactors: 'x' })),
    ).toMatchObject({
      kind: 'inProgress',
      draft: null,
    });
    expect(
      parseStoredSurvey(inProgressRecord(run, persistedAfter({ name: 'Ada' }), 'four')),
    ).toMatchObject({
      kind: 'inProgress',
      draft: null,
    });
  });

  it('resumes a survey saved before records said their answers version, answers kept', () => {
    const older: Partial<ReturnType<typeof inProgressRecord>> = inProgressRecord(
      run,
      onAttestation(),
      null,
    );
    delete older.answersVersion;
    const stored = parseStoredSurvey(JSON.parse(JSON.stringify(older)));
    if (stored?.kind !== 'inProgress') throw new Error('The survey did not resume.');
    const { context } = stored.snapshot as unknown as { context: { answers: SurveyAnswers } };
    expect(context.answers).toEqual(completeAnswers);
  });

  it('reads a submitted survey without a reference (the save gave none)', () => {
    expect(parseStoredSurvey(submittedRecord(run, null))).toEqual({
      kind: 'submitted',
      run,
      caseId: null,
    });
  });

  it('reads a submitted survey as its reference only', () => {
    expect(parseStoredSurvey(submittedRecord(run, 11))).toEqual({
      kind: 'submitted',
      run,
      caseId: 11,
    });
  });

  it.each([
    [
      'a wrong version',
      { ...inProgressRecord(run, persistedAfter({ name: 'Ada' }), null), version: 1 },
    ],
    ['no version (an older build’s bare snapshot)', persistedAfter({ name: 'Ada' })],
    ['a strange run id', inProgressRecord('<script>', persistedAfter({ name: 'Ada' }), null)],
    [
      'an unusable snapshot',
      inProgressRecord(run, { ...onAttestation(), value: 'thankYou' }, null),
    ],
    ['a submitted record with a bad id', submittedRecord(run, -3)],
    ['a submitted record with id 0', submittedRecord(run, 0)],
    ['a submitted record with a fractional id', submittedRecord(run, 1.5)],
    ['a run id that is no text', inProgressRecord(5 as unknown as string, onAttestation(), null)],
    ['a run id ending in markup', inProgressRecord('run<b>', onAttestation(), null)],
    ['a run id starting with markup', inProgressRecord('<b>run', onAttestation(), null)],
    [
      'an answers version that is not one',
      { ...inProgressRecord(run, onAttestation(), null), answersVersion: 'two' },
    ],
  ])('drops %s', (_, stored) => {
    expect(parseStoredSurvey(stored)).toBeNull();
  });

  it('is versioned, and says the version of the answers it holds', () => {
    expect(inProgressRecord(run, {}, null).version).toBe(SURVEY_STORAGE_VERSION);
    expect(inProgressRecord(run, {}, null).answersVersion).toBe(ANSWERS_VERSION);
  });
});
