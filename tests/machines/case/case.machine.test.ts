import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';
import {
  caseLifecycleMachine,
  CASE_STATUSES,
  mayAskPatient,
  nextStage,
  nextStatus,
  type CaseLifecycleEvent,
  type CaseStanding,
} from '../../../machines/case';

// The limits: a question of up to 1 000 characters, an answer of up to 2 000.
const QUESTION = 'How many days a week could you ride for 20 minutes?';
const ANSWER = 'Four days, my knee allows 20 minutes.';
const EVENTS: CaseLifecycleEvent[] = [
  { type: 'case.approve' },
  { type: 'case.deny' },
  { type: 'case.ask', question: QUESTION },
  // Refused by the guards (the limits are tested below, apart: they would make long titles).
  { type: 'case.ask', question: '   ' },
  { type: 'case.answer', answer: ANSWER },
  { type: 'case.answer', answer: '' },
  { type: 'case.open' },
];

const model = createTestModel(caseLifecycleMachine, { events: EVENTS });
const paths = model.getSimplePaths();

const open = (openStage: CaseStanding['openStage']): CaseStanding => ({
  status: 'Open',
  openStage,
});
const decided = (status: 'Completed' | 'Denied'): CaseStanding => ({ status, openStage: null });
const ask = (question = QUESTION) => ({ type: 'case.ask', question }) as const;
const answer = (text = ANSWER) => ({ type: 'case.answer', answer: text }) as const;

describe('case lifecycle: decisions (SPEC §4)', () => {
  // Approve sets Completed, Deny sets Denied, and a decided case can change again.
  it.each([
    ['Open', 'approve', 'Completed'],
    ['Open', 'deny', 'Denied'],
    ['Completed', 'deny', 'Denied'],
    ['Denied', 'approve', 'Completed'],
    ['Completed', 'approve', 'Completed'],
    ['Denied', 'deny', 'Denied'],
  ] as const)('nextStatus: a %s case, %s, becomes %s', (current, decision, expected) => {
    expect(nextStatus(current, decision)).toBe(expected);
  });

  it('has a state for every stored status, named after it, and starts Open in the queue', () => {
    const keys = Object.keys(caseLifecycleMachine.root.states);
    expect([...CASE_STATUSES].sort()).toEqual(keys.sort());
    expect(createActor(caseLifecycleMachine).start().getSnapshot().value).toEqual({
      Open: 'inQueue',
    });
  });

  it('lets a decided case be changed again, both ways', () => {
    const actor = createActor(caseLifecycleMachine).start();
    actor.send({ type: 'case.approve' });
    expect(actor.getSnapshot().value).toBe('Completed');
    actor.send({ type: 'case.deny' });
    expect(actor.getSnapshot().value).toBe('Denied');
    actor.send({ type: 'case.approve' });
    expect(actor.getSnapshot().value).toBe('Completed');
  });
});

describe('case lifecycle: a question to the patient (the case stays Open)', () => {
  it('ask: a queued case waits for the patient', () => {
    expect(nextStage(open('inQueue'), ask())).toEqual(open('waitingForPatient'));
    // A stored case with no stage is simply queued.
    expect(nextStage(open(null), ask())).toEqual(open('waitingForPatient'));
  });

  it('answer: a waiting case is answered, and back in the queue once a reviewer opens it', () => {
    expect(nextStage(open('waitingForPatient'), answer())).toEqual(open('patientAnswered'));
    expect(nextStage(open('patientAnswered'), { type: 'case.open' })).toEqual(open('inQueue'));
  });

  it('ask again: after the answer, opened or not', () => {
    expect(nextStage(open('patientAnswered'), ask())).toEqual(open('waitingForPatient'));
    expect(mayAskPatient(open('inQueue'))).toBe(true);
    expect(mayAskPatient(open('patientAnswered'))).toBe(true);
  });

  it('one question at a time: no second question while one waits, no answer without one', () => {
    expect(nextStage(open('waitingForPatient'), ask())).toBeNull();
    expect(mayAskPatient(open('waitingForPatient'))).toBe(false);
    expect(nextStage(open('inQueue'), answer())).toBeNull();
    expect(nextStage(open('patientAnswered'), answer())).toBeNull();
  });

  it('decide while waiting, or answered: the decision stands and ends the stage', () => {
    for (const stage of ['inQueue', 'waitingForPatient', 'patientAnswered'] as const) {
      expect(nextStage(open(stage), { type: 'case.approve' })).toEqual(decided('Completed'));
      expect(nextStage(open(stage), { type: 'case.deny' })).toEqual(decided('Denied'));
    }
  });

  it('an answer, a question or an opening after a decision is refused', () => {
    for (const status of ['Completed', 'Denied'] as const) {
      expect(nextStage(decided(status), answer())).toBeNull();
      expect(nextStage(decided(status), ask())).toBeNull();
      expect(nextStage(decided(status), { type: 'case.open' })).toBeNull();
      expect(mayAskPatient(decided(status))).toBe(false);
    }
  });

  it('opening a case that is not marked "Patient answered" changes nothing', () => {
    expect(nextStage(open('inQueue'), { type: 'case.open' })).toBeNull();
    expect(nextStage(open('waitingForPatient'), { type: 'case.open' })).toBeNull();
  });

  it.each([
    ['a blank question', ask('  \n '), open('inQueue')],
    ['a question over 1 000 characters', ask('x'.repeat(1001)), open('inQueue')],
    ['a question with a control character', ask('Why\u0007?'), open('inQueue')],
    ['a blank answer', answer(' '), open('waitingForPatient')],
    ['an answer over 2 000 characters', answer('y'.repeat(2001)), open('waitingForPatient')],
  ] as const)('refuses %s', (_, event, from) => {
    expect(nextStage(from, event)).toBeNull();
  });

  it.each([
    ['a question of exactly 1 000 characters', ask('x'.repeat(1000)), open('inQueue')],
    ['an answer of exactly 2 000 characters', answer('y'.repeat(2000)), open('waitingForPatient')],
  ] as const)('takes %s', (_, event, from) => {
    expect(nextStage(from, event)).not.toBeNull();
  });
});

describe('case lifecycle: model-based', () => {
  const stateIds = getStateNodes(caseLifecycleMachine.root)
    .filter((node) => node.type === 'atomic')
    .map((node) => node.path.join('.'));

  it('the simple paths reach every state and take every transition', () => {
    const reached = new Set(
      paths.flatMap((path) =>
        path.steps.flatMap((step) => stateIds.filter((id) => step.state.matches(id as never))),
      ),
    );
    expect([...reached].sort()).toEqual(
      [
        'Completed',
        'Denied',
        'Open.inQueue',
        'Open.patientAnswered',
        'Open.waitingForPatient',
      ].sort(),
    );

    const defined = getStateNodes(caseLifecycleMachine.root).flatMap((node) =>
      [...node.transitions.values()].flat().map((t) => `${node.key}|${t.eventType}`),
    );
    const taken = paths.flatMap((path) =>
      path.steps.slice(1).flatMap((step, i) => {
        const before = path.steps[i]!.state;
        return getStateNodes(caseLifecycleMachine.root)
          .filter(
            (node) =>
              node.transitions.has(step.event.type) && before.matches(node.path.join('.') as never),
          )
          .map((node) => `${node.key}|${step.event.type}`);
      }),
    );
    // Open: approve, deny; inQueue: ask; waitingForPatient: answer; patientAnswered: open,
    // ask; Completed: deny; Denied: approve.
    expect(defined).toHaveLength(8);
    expect([...new Set(taken)].sort()).toEqual([...new Set(defined)].sort());
  });

  // What each state means to the reviewer and the patient, asked of the one rule the server
  // and the screens use (nextStage), never of the machine's own state names.
  const meaning: Record<string, (standing: CaseStanding) => void> = {
    'Open.inQueue': (s) => {
      expect(s).toEqual(open('inQueue'));
      expect(mayAskPatient(s)).toBe(true);
      expect(nextStage(s, answer())).toBeNull();
    },
    'Open.waitingForPatient': (s) => {
      expect(s).toEqual(open('waitingForPatient'));
      expect(mayAskPatient(s)).toBe(false);
      expect(nextStage(s, answer())).not.toBeNull();
    },
    'Open.patientAnswered': (s) => {
      expect(s).toEqual(open('patientAnswered'));
      expect(mayAskPatient(s)).toBe(true);
      expect(nextStage(s, answer())).toBeNull();
    },
    Completed: (s) => expect(s).toEqual(decided('Completed')),
    Denied: (s) => expect(s).toEqual(decided('Denied')),
  };

  describe.each(paths.map((path) => [path.description, path] as const))('%s', (_, path) => {
    it('is followed by the stored case, one change at a time', async () => {
      let standing: CaseStanding = open('inQueue');
      await path.test({
        states: Object.fromEntries(
          Object.entries(meaning).map(([id, check]) => [id, () => check(standing)]),
        ),
        events: Object.fromEntries(
          ['case.approve', 'case.deny', 'case.ask', 'case.answer', 'case.open'].map((type) => [
            type,
            // A refused event leaves the case where it stands; the state's check says whether
            // that was right.
            ({ event }: { event: CaseLifecycleEvent }) => {
              standing = nextStage(standing, event) ?? standing;
            },
          ]),
        ),
      });
    });
  });
});
