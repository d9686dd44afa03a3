import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { approvalLetterMachine, initialLetterForm } from '../../../machines/letter';

function start(conditions: string[]) {
  return createActor(approvalLetterMachine, { input: initialLetterForm(conditions) }).start();
}

describe('the Approve dialog’s letter', () => {
  it('is ready from the start when the patient named a condition', () => {
    const actor = start(['Arthritis', 'Lower Back Pain']);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
  });

  it('"None" alone gives no diagnosis: not ready', () => {
    const actor = start(['None']);
    expect(actor.getSnapshot().context.diagnoses).toEqual([]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(false);
  });

  it('a code in the wrong form makes it not ready until corrected', () => {
    const actor = start(['Arthritis', 'Lower Back Pain']);
    actor.send({ type: 'letter.changeCode', index: 1, code: 'M54,59' });
    expect(actor.getSnapshot().hasTag('ready')).toBe(false);
    actor.send({ type: 'letter.changeCode', index: 1, code: 'M54.59' });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.diagnoses[1]).toEqual({
      condition: 'Lower Back Pain',
      code: 'M54.59',
    });
  });

  it('removing every diagnosis makes it not ready', () => {
    const actor = start(['Arthritis']);
    actor.send({ type: 'letter.removeDiagnosis', index: 0 });
    expect(actor.getSnapshot().context.diagnoses).toEqual([]);
    expect(actor.getSnapshot().hasTag('ready')).toBe(false);
  });

  it('an emptied recommendation field makes it not ready', () => {
    const actor = start(['Arthritis']);
    actor.send({ type: 'letter.changeRecommendation', field: 'usage', value: ' ' });
    expect(actor.getSnapshot().hasTag('ready')).toBe(false);
    actor.send({ type: 'letter.changeRecommendation', field: 'usage', value: 'Daily, 20 minutes' });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.recommendation.usage).toBe('Daily, 20 minutes');
  });
});

describe('the Approve dialog’s letter as a machine', () => {
  it('never rests in its checking state: each change is judged at once', () => {
    const actor = start(['Arthritis']);
    expect(actor.getSnapshot().value).toBe('complete');
    actor.send({ type: 'letter.removeDiagnosis', index: 0 });
    expect(actor.getSnapshot().value).toBe('incomplete');
  });

  it('gives every state a description', () => {
    for (const node of Object.values(approvalLetterMachine.root.states)) {
      expect(node.description, node.key).toBeTruthy();
    }
  });
});
