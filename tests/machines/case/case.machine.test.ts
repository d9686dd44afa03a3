import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';
import { caseLifecycleMachine, CASE_STATUSES, nextStatus } from '../../../machines/case';

const model = createTestModel(caseLifecycleMachine);
const paths = model.getSimplePaths();

describe('case lifecycle', () => {
  // SPEC §4: Approve sets Completed, Deny sets Denied, and a decided case can change again.
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

  it('has a state for every stored status, named after it', () => {
    const keys = getStateNodes(caseLifecycleMachine.root).map((node) => node.key);
    expect([...CASE_STATUSES].sort()).toEqual(keys.sort());
    expect(createActor(caseLifecycleMachine).start().getSnapshot().value).toBe('Open');
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

  it('the simple paths reach every state and take every transition', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => String(step.state.value))),
    );
    expect([...reached].sort()).toEqual(['Completed', 'Denied', 'Open']);

    const defined = getStateNodes(caseLifecycleMachine.root).flatMap((node) =>
      [...node.transitions.values()]
        .flat()
        .map((t) => `${node.key}|${t.eventType}|${t.target?.[0]?.key}`),
    );
    const taken = paths.flatMap((path) =>
      path.steps
        .slice(1)
        .map(
          (step, i) =>
            `${String(path.steps[i]!.state.value)}|${step.event.type}|${String(step.state.value)}`,
        ),
    );
    expect(defined).toHaveLength(4);
    expect([...new Set(taken)].sort()).toEqual([...defined].sort());
  });

  describe.each(paths.map((path) => [path.description, path] as const))('%s', (_, path) => {
    it('is followed by the running machine', async () => {
      const actor = createActor(caseLifecycleMachine).start();
      await path.test({
        states: {
          Open: () => expect(actor.getSnapshot().value).toBe('Open'),
          Completed: () => expect(actor.getSnapshot().value).toBe('Completed'),
          Denied: () => expect(actor.getSnapshot().value).toBe('Denied'),
        },
        events: {
          'case.approve': () => actor.send({ type: 'case.approve' }),
          'case.deny': () => actor.send({ type: 'case.deny' }),
        },
      });
    });
  });
});
