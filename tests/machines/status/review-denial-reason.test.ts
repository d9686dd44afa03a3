import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { openDialog, reviewMachine, type SaveDecisionInput } from '../../../machines/case';

function review(reasonRequired: boolean) {
  const saved: SaveDecisionInput[] = [];
  const machine = reviewMachine.provide({
    actors: {
      saveDecision: fromPromise<unknown, SaveDecisionInput>(async ({ input }) => {
        saved.push(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { caseId: 4, reasonRequired } }).start();
  return { actor, saved };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('a denial in server mode', () => {
  it('cannot be confirmed until a reason is chosen; the reason and note are saved with it', async () => {
    const { actor, saved } = review(true);
    actor.send({ type: 'case.deny', expectedStatus: 'Open' });
    expect(actor.getSnapshot().can({ type: 'dialog.confirm' })).toBe(false);
    actor.send({ type: 'dialog.confirm' });
    expect(openDialog(actor.getSnapshot())).toBe('deny');
    actor.send({ type: 'dialog.reason', reason: 'not-eligible-in-state' });
    actor.send({ type: 'dialog.note', note: '  Not yet in Ohio.  ' });
    expect(actor.getSnapshot().can({ type: 'dialog.confirm' })).toBe(true);
    actor.send({ type: 'dialog.confirm' });
    await settle();
    expect(saved).toEqual([
      {
        caseId: 4,
        decision: 'deny',
        expectedStatus: 'Open',
        denial: { reason: 'not-eligible-in-state', note: 'Not yet in Ohio.' },
      },
    ]);
  });

  it('cannot be confirmed while the note holds a control or broken character', () => {
    const { actor } = review(true);
    actor.send({ type: 'case.deny', expectedStatus: 'Open' });
    actor.send({ type: 'dialog.reason', reason: 'not-eligible-in-state' });
    for (const bad of ['\u0000', '\uD800', '\u001b', '\u0007']) {
      actor.send({ type: 'dialog.note', note: `Not yet${bad} in Ohio.` });
      expect(actor.getSnapshot().can({ type: 'dialog.confirm' })).toBe(false);
    }
    actor.send({ type: 'dialog.note', note: 'Not yet in Ohio.' });
    expect(actor.getSnapshot().can({ type: 'dialog.confirm' })).toBe(true);
  });

  it('forgets the reason when the dialog is cancelled', () => {
    const { actor } = review(true);
    actor.send({ type: 'case.deny', expectedStatus: 'Open' });
    actor.send({ type: 'dialog.reason', reason: 'more-information-needed' });
    actor.send({ type: 'dialog.cancel' });
    actor.send({ type: 'case.deny', expectedStatus: 'Open' });
    expect(actor.getSnapshot().context.denialReason).toBeNull();
    expect(actor.getSnapshot().can({ type: 'dialog.confirm' })).toBe(false);
  });
});

describe('an approval, and browser-only mode', () => {
  it('approve needs no reason and carries none; a reason event is ignored there', async () => {
    const { actor, saved } = review(true);
    actor.send({ type: 'case.approve', expectedStatus: 'Open' });
    actor.send({ type: 'dialog.reason', reason: 'more-information-needed' });
    expect(actor.getSnapshot().context.denialReason).toBeNull();
    actor.send({ type: 'dialog.confirm' });
    await settle();
    expect(saved).toEqual([
      { caseId: 4, decision: 'approve', expectedStatus: 'Open', denial: null },
    ]);
  });

  it('browser-only mode denies as the spec has it, without a reason', async () => {
    const { actor, saved } = review(false);
    actor.send({ type: 'case.deny', expectedStatus: 'Open' });
    expect(actor.getSnapshot().can({ type: 'dialog.confirm' })).toBe(true);
    actor.send({ type: 'dialog.confirm' });
    await settle();
    expect(saved).toEqual([{ caseId: 4, decision: 'deny', expectedStatus: 'Open', denial: null }]);
  });
});
