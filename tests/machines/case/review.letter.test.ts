import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { reviewMachine, type SaveDecisionInput } from '../../../machines/case';

// Server mode: the Approve dialog's confirm carries the letter the reviewer confirmed, and
// the save sends it with the approval; a denial never carries a letter.
const letter = {
  diagnoses: [{ condition: 'Obesity', code: 'E66.9' }],
  recommendation: {
    product: 'Stationary exercise bike (indoor cycling)',
    usage: '30 minutes a day, 5 days a week',
    duration: '12 months',
  },
};

function startRecording(reasonRequired: boolean) {
  const saves: SaveDecisionInput[] = [];
  const actor = createActor(
    reviewMachine.provide({
      actors: {
        saveDecision: fromPromise<unknown, SaveDecisionInput>(async ({ input }) => {
          saves.push(input);
          return undefined;
        }),
      },
    }),
    { input: { caseId: 4, reasonRequired } },
  ).start();
  return { actor, saves };
}

describe('the letter rides on the approval', () => {
  it('an approval confirmed with its letter saves the letter, and no denial', async () => {
    const { actor, saves } = startRecording(true);
    actor.send({ type: 'case.approve', expectedStatus: 'Open' });
    actor.send({ type: 'dialog.confirm', letter });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saves).toEqual([
      { caseId: 4, decision: 'approve', expectedStatus: 'Open', denial: null, letter },
    ]);
  });

  it('an approval confirmed without a letter (browser-only mode) saves none', async () => {
    const { actor, saves } = startRecording(false);
    actor.send({ type: 'case.approve', expectedStatus: 'Denied' });
    actor.send({ type: 'dialog.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saves).toEqual([
      { caseId: 4, decision: 'approve', expectedStatus: 'Denied', denial: null },
    ]);
  });

  it('a denial saves its reason and never a letter, even one sent with the confirm', async () => {
    const { actor, saves } = startRecording(true);
    actor.send({ type: 'case.deny', expectedStatus: 'Open' });
    actor.send({ type: 'dialog.reason', reason: 'more-information-needed' });
    actor.send({ type: 'dialog.confirm', letter });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saves).toEqual([
      {
        caseId: 4,
        decision: 'deny',
        expectedStatus: 'Open',
        denial: { reason: 'more-information-needed', note: null },
      },
    ]);
  });
});
