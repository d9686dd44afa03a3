import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  CaseConflictError,
  DECIDABLE_TAG,
  LICENCE_UNAVAILABLE_MESSAGE,
  openDialog,
  reviewMachine,
  SECOND_FACTOR_MISSING_MESSAGE,
  SAVE_FAILED_FALLBACK,
  SEED_CASES,
  type SaveDecisionInput,
} from '../../../machines/case';
import {
  coveredTransitions,
  definedTransitions,
  MODEL_CASE_ID,
  MODEL_SEEN_STATUS,
  reviewPaths,
  stateNodeKeys,
  type ReviewSnapshot,
} from './review-model';

interface Deferred {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A review actor whose save the test settles by hand, recording what it was asked to save. */
function startControlledActor() {
  const saves: SaveDecisionInput[] = [];
  let pending: Deferred | undefined;
  const actor = createActor(
    reviewMachine.provide({
      actors: {
        saveDecision: fromPromise<unknown, SaveDecisionInput>(({ input }) => {
          saves.push(input);
          return new Promise((resolve, reject) => {
            pending = { resolve: () => resolve(undefined), reject };
          });
        }),
      },
    }),
    { input: { caseId: MODEL_CASE_ID } },
  );
  actor.start();
  const settle = () => {
    if (!pending) throw new Error('No save is in progress.');
    const current = pending;
    pending = undefined;
    return current;
  };
  return { actor, saves, settle };
}

describe('review machine: the licence rule (server mode)', () => {
  const start = (caseState: 'Oregon' | null) =>
    createActor(reviewMachine, {
      input: { caseId: 12, licenceRequired: true, caseState },
    }).start();
  const decidable = (actor: ReturnType<typeof start>) =>
    actor.getSnapshot().hasTag(DECIDABLE_TAG) &&
    actor.getSnapshot().can({ type: 'case.approve', expectedStatus: 'Open' });

  it('offers no decision until the reviewer’s licence is known', () => {
    const actor = start('Oregon');
    expect(actor.getSnapshot().value).toBe('checkingLicence');
    expect(decidable(actor)).toBe(false);
    actor.send({ type: 'case.approve', expectedStatus: 'Open' });
    expect(openDialog(actor.getSnapshot())).toBeNull();
  });

  it('lets a reviewer licensed in the patient’s state decide', () => {
    const actor = start('Oregon');
    actor.send({ type: 'licence.known', licence: { licensedIn: ['Washington', 'Oregon'] } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(decidable(actor)).toBe(true);
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('keeps the case read-only, saying why, for a reviewer licensed elsewhere', () => {
    const actor = start('Oregon');
    actor.send({ type: 'licence.known', licence: { licensedIn: ['Washington'] } });
    expect(actor.getSnapshot().value).toBe('readOnly');
    expect(decidable(actor)).toBe(false);
    expect(actor.getSnapshot().context.refusal).toBe('You are not licensed in Oregon');
  });

  it('keeps the case read-only when the licence cannot be read', () => {
    const actor = start('Oregon');
    actor.send({ type: 'licence.unavailable' });
    expect(actor.getSnapshot().value).toBe('readOnly');
    expect(actor.getSnapshot().context.refusal).toBe(LICENCE_UNAVAILABLE_MESSAGE);
  });

  it('lets anyone decide a seeded sample (no state) at once, without waiting', () => {
    const actor = start(null);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(decidable(actor)).toBe(true);
  });
});

describe('review machine: the second factor (server mode)', () => {
  const start = (caseState: 'Oregon' | null) =>
    createActor(reviewMachine, {
      input: { caseId: 12, licenceRequired: true, factorRequired: true, caseState },
    }).start();
  const licence = { licensedIn: ['Oregon' as const] };

  it('offers no decision before the factor is known, even on a seeded sample', () => {
    expect(start(null).getSnapshot().value).toBe('checkingLicence');
    expect(start('Oregon').getSnapshot().hasTag(DECIDABLE_TAG)).toBe(false);
  });

  it('keeps the case read-only for a licensed reviewer without a factor, saying why', () => {
    const actor = start('Oregon');
    actor.send({ type: 'licence.known', licence, factorEnrolled: false });
    expect(actor.getSnapshot().value).toBe('readOnly');
    expect(actor.getSnapshot().hasTag(DECIDABLE_TAG)).toBe(false);
    expect(actor.getSnapshot().context.refusal).toBe(SECOND_FACTOR_MISSING_MESSAGE);
    expect(actor.getSnapshot().context.factorMissing).toBe(true);
  });

  it('lets a licensed reviewer with a factor decide', () => {
    const actor = start('Oregon');
    actor.send({ type: 'licence.known', licence, factorEnrolled: true });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.factorMissing).toBe(false);
  });

  it('says the licence, not the factor, to a reviewer licensed elsewhere and not enrolled', () => {
    const actor = start('Oregon');
    actor.send({
      type: 'licence.known',
      licence: { licensedIn: ['Washington'] },
      factorEnrolled: false,
    });
    expect(actor.getSnapshot().context.refusal).toBe('You are not licensed in Oregon');
    expect(actor.getSnapshot().context.factorMissing).toBe(false);
  });
});

describe('review machine: model-based paths', () => {
  // The model runs browser-only mode, which has no licence rule: it starts deciding at once.
  // The licence's states and events are walked in "the licence rule" below.
  const LICENCE_STATES = ['checkingLicence', 'readOnly'];

  it('the generated paths visit every state node', () => {
    const visited = new Set(
      reviewPaths.flatMap((path) =>
        path.steps.flatMap((step) =>
          stateNodeKeys().filter((key) => step.state.matches(key as ReviewSnapshot['value'])),
        ),
      ),
    );
    expect([...visited].sort()).toEqual(
      stateNodeKeys()
        .filter((key) => !LICENCE_STATES.includes(key))
        .sort(),
    );
  });

  it('the generated paths take every transition', () => {
    // The Deny dialog's reason and note (server mode only) are walked in
    // tests/machines/status/review-denial-reason.test.ts; this model runs browser-only mode.
    const defined = definedTransitions().filter(
      (key) => !/\|dialog\.(reason|note)#/.test(key) && !key.startsWith('checkingLicence|'),
    );
    expect(defined).toHaveLength(7);
    expect([...coveredTransitions(reviewPaths)].sort()).toEqual([...defined].sort());
  });

  describe.each(reviewPaths.map((path) => [path.description, path] as const))('%s', (_, path) => {
    it('is followed by the running machine', async () => {
      const { actor, saves, settle } = startControlledActor();
      const expectSnapshot = (expected: ReviewSnapshot) => {
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(expected.value);
        expect(snapshot.context).toEqual(expected.context);
      };

      await path.test({
        states: {
          idle: (expected) => {
            expectSnapshot(expected);
            expect(openDialog(actor.getSnapshot())).toBeNull();
            expect(actor.getSnapshot().context).toMatchObject({ decision: null, error: null });
          },
          confirming: (expected) => {
            expectSnapshot(expected);
            expect(expected.context.decision).not.toBeNull();
            expect(openDialog(actor.getSnapshot())).toBe(expected.context.decision);
            expect(actor.getSnapshot().can({ type: 'dialog.cancel' })).toBe(true);
            expect(actor.getSnapshot().can({ type: 'dialog.confirm' })).toBe(true);
          },
          saving: (expected) => {
            expectSnapshot(expected);
            expect(saves.at(-1)).toEqual({
              caseId: MODEL_CASE_ID,
              decision: expected.context.decision,
              expectedStatus: expected.context.expectedStatus,
              denial: null,
            });
            // The dialog stays open; nothing leaves the saving state but the save's own result.
            expect(openDialog(actor.getSnapshot())).toBe(expected.context.decision);
            expect(actor.getSnapshot().can({ type: 'dialog.cancel' })).toBe(false);
            expect(actor.getSnapshot().can({ type: 'case.approve', expectedStatus: 'Open' })).toBe(
              false,
            );
          },
          done: (expected) => {
            expectSnapshot(expected);
            expect(actor.getSnapshot().status).toBe('done');
          },
        },
        events: {
          'case.approve': () =>
            actor.send({ type: 'case.approve', expectedStatus: MODEL_SEEN_STATUS }),
          'case.deny': () => actor.send({ type: 'case.deny', expectedStatus: MODEL_SEEN_STATUS }),
          'dialog.confirm': () => actor.send({ type: 'dialog.confirm' }),
          'dialog.cancel': () => actor.send({ type: 'dialog.cancel' }),
          'xstate.done.actor.saveDecision': async () => {
            settle().resolve();
            await waitFor(actor, (snapshot) => !snapshot.matches('saving'));
          },
          'xstate.error.actor.saveDecision': async (step) => {
            settle().reject('error' in step.event ? step.event.error : undefined);
            await waitFor(actor, (snapshot) => !snapshot.matches('saving'));
          },
        },
      });
      actor.stop();
    });
  });
});

describe('review machine: details', () => {
  it.each([
    ['case.deny', 'deny'],
    ['case.approve', 'approve'],
  ] as const)(
    'after %s, keeps the reason of a failed save and clears it on retry',
    async (open, dialog) => {
      const { actor, settle } = startControlledActor();
      actor.send({ type: open, expectedStatus: 'Open' });
      actor.send({ type: 'dialog.confirm' });
      settle().reject(new Error('The disk is full.'));
      await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
      expect(openDialog(actor.getSnapshot())).toBe(dialog);
      expect(actor.getSnapshot().context.error).toBe('The disk is full.');

      actor.send({ type: 'dialog.confirm' });
      expect(actor.getSnapshot().matches('saving')).toBe(true);
      expect(actor.getSnapshot().context.error).toBeNull();
      actor.stop();
    },
  );

  it('falls back to a plain message when the failure has none', async () => {
    const { actor, settle } = startControlledActor();
    actor.send({ type: 'case.approve', expectedStatus: 'Open' });
    actor.send({ type: 'dialog.confirm' });
    settle().reject('not an Error');
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    expect(openDialog(actor.getSnapshot())).toBe('approve');
    expect(actor.getSnapshot().context.error).toBe(SAVE_FAILED_FALLBACK);
    actor.stop();
  });

  it('ignores a cancel while saving, so a write in flight is never abandoned', () => {
    const { actor } = startControlledActor();
    actor.send({ type: 'case.approve', expectedStatus: 'Open' });
    actor.send({ type: 'dialog.confirm' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    actor.stop();
  });

  it('does not open a second dialog over the first', () => {
    const { actor } = startControlledActor();
    actor.send({ type: 'case.approve', expectedStatus: 'Open' });
    actor.send({ type: 'case.deny', expectedStatus: 'Open' });
    expect(openDialog(actor.getSnapshot())).toBe('approve');
    actor.stop();
  });

  it('runs with its harmless default save and ends', async () => {
    const actor = createActor(reviewMachine, { input: { caseId: 4 } }).start();
    actor.send({ type: 'case.approve', expectedStatus: 'Open' });
    actor.send({ type: 'dialog.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().context).toEqual({
      caseId: 4,
      decision: 'approve',
      expectedStatus: 'Open',
      error: null,
      changedTo: null,
      reasonRequired: false,
      denialReason: null,
      denialNote: '',
      licenceRequired: false,
      caseState: null,
      refusal: null,
      factorRequired: false,
      factorMissing: false,
    });
  });

  it('a conflict reopens the same dialog on the current status, and the retry is judged against it', async () => {
    const { actor, saves, settle } = startControlledActor();
    actor.send({ type: 'case.deny', expectedStatus: 'Open' });
    actor.send({ type: 'dialog.confirm' });
    expect(saves.at(-1)).toEqual({
      caseId: MODEL_CASE_ID,
      decision: 'deny',
      expectedStatus: 'Open',
      denial: null,
    });
    settle().reject(new CaseConflictError({ ...SEED_CASES[0]!, status: 'Completed' }));
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    expect(openDialog(actor.getSnapshot())).toBe('deny');
    expect(actor.getSnapshot().context).toMatchObject({
      decision: 'deny',
      changedTo: 'Completed',
      expectedStatus: 'Completed',
      error: null,
    });

    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().context.changedTo).toBeNull();
    expect(saves.at(-1)).toEqual({
      caseId: MODEL_CASE_ID,
      decision: 'deny',
      expectedStatus: 'Completed',
      denial: null,
    });
    settle().resolve();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it('a conflict while approving reopens the approval dialog; cancel forgets it', async () => {
    const { actor, settle } = startControlledActor();
    actor.send({ type: 'case.approve', expectedStatus: 'Open' });
    actor.send({ type: 'dialog.confirm' });
    settle().reject(new CaseConflictError({ ...SEED_CASES[0]!, status: 'Denied' }));
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    expect(openDialog(actor.getSnapshot())).toBe('approve');
    expect(actor.getSnapshot().context.changedTo).toBe('Denied');
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().context).toMatchObject({
      decision: null,
      expectedStatus: null,
      changedTo: null,
    });
  });

  it('gives every state a description', () => {
    for (const node of Object.values(reviewMachine.root.states)) {
      expect(node.description, node.key).toBeTruthy();
    }
  });
});
