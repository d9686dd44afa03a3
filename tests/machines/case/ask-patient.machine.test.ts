import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  askPatientMachine,
  SEND_QUESTION_FALLBACK,
  type SendQuestionInput,
} from '../../../machines/case';

const QUESTION = 'Does cycling make your knee pain worse?';

function started(send: (input: SendQuestionInput) => Promise<unknown> = async () => undefined) {
  const sent: SendQuestionInput[] = [];
  const actor = createActor(
    askPatientMachine.provide({
      actors: {
        sendQuestion: fromPromise<unknown, SendQuestionInput>(({ input }) => {
          sent.push(input);
          return send(input);
        }),
      },
    }),
    { input: { caseId: 4 } },
  ).start();
  return { actor, sent };
}

describe('Ask the patient: the dialog and the send', () => {
  it('opens on "Ask the patient", sends the question trimmed to this case, and closes', async () => {
    const { actor, sent } = started();
    actor.send({ type: 'question.open' });
    expect(actor.getSnapshot().value).toBe('writing');
    actor.send({ type: 'question.type', question: `  ${QUESTION}\n` });
    actor.send({ type: 'question.send' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toEqual([{ caseId: 4, question: QUESTION }]);
    expect(actor.getSnapshot().context).toMatchObject({ question: '', error: null });
  });

  it.each([
    ['nothing', ''],
    ['spaces', '   '],
    ['over 1 000 characters', 'q'.repeat(1001)],
  ])('will not send %s', (_, question) => {
    const { actor, sent } = started();
    actor.send({ type: 'question.open' });
    actor.send({ type: 'question.type', question });
    expect(actor.getSnapshot().can({ type: 'question.send' })).toBe(false);
    actor.send({ type: 'question.send' });
    expect(actor.getSnapshot().value).toBe('writing');
    expect(sent).toEqual([]);
  });

  it('sends exactly 1 000 characters', () => {
    const { actor } = started();
    actor.send({ type: 'question.open' });
    actor.send({ type: 'question.type', question: 'q'.repeat(1000) });
    expect(actor.getSnapshot().can({ type: 'question.send' })).toBe(true);
  });

  it('cancel closes and forgets the question; opening again starts empty', () => {
    const { actor } = started();
    actor.send({ type: 'question.open' });
    actor.send({ type: 'question.type', question: QUESTION });
    actor.send({ type: 'question.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'question.open' });
    expect(actor.getSnapshot().context.question).toBe('');
  });

  it('a failed send keeps the dialog and the question, with the reason; the next try clears it', async () => {
    let fail = true;
    const { actor } = started(async () => {
      if (fail) throw new Error('This case was decided: it is now Denied.');
    });
    actor.send({ type: 'question.open' });
    actor.send({ type: 'question.type', question: QUESTION });
    actor.send({ type: 'question.send' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().value).toBe('writing');
    expect(actor.getSnapshot().context).toMatchObject({
      question: QUESTION,
      error: 'This case was decided: it is now Denied.',
    });
    fail = false;
    actor.send({ type: 'question.send' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('sent'));
  });

  it('a failure without words gets the fallback; nothing leaves the dialog while sending', async () => {
    const { actor } = started(
      () => new Promise((_, reject) => setTimeout(() => reject(new Error(' ')), 5)),
    );
    actor.send({ type: 'question.open' });
    actor.send({ type: 'question.type', question: QUESTION });
    actor.send({ type: 'question.send' });
    actor.send({ type: 'question.cancel' });
    actor.send({ type: 'question.type', question: 'changed' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (s) => s.matches('writing'));
    expect(actor.getSnapshot().context).toMatchObject({
      question: QUESTION,
      error: SEND_QUESTION_FALLBACK,
    });
  });
});
