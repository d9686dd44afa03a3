import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';
import {
  caseLifecycleMachine,
  CASE_STATUSES,
  LIFECYCLE_STATE,
  nextStatus,
} from '../../../machines/case';

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

  it('has a state for every stored status', () => {
    const keys = getStateNodes(caseLifecycleMachine.root).map((node) => node.key);
    expect(CASE_STATUSES.map((status) => LIFECYCLE_STATE[status]).sort()).toEqual(keys.sort());
  });

  it('lets a decided case be changed again, both ways', () => {
    const actor = createActor(caseLifecycleMachine).start();
    actor.send({ type: 'case.approve' });
    expect(actor.getSnapshot().value).toBe('completed');
    actor.send({ type: 'case.deny' });
    expect(actor.getSnapshot().value).toBe('denied');
    actor.send({ type: 'case.approve' });
    expect(actor.getSnapshot().value).toBe('completed');
  });

  it('the simple paths reach every state and take every transition', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => String(step.state.value))),
    );
    expect([...reached].sort()).toEqual(['completed', 'denied', 'open']);

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
          open: () => expect(actor.getSnapshot().value).toBe('open'),
          completed: () => expect(actor.getSnapshot().value).toBe('completed'),
          denied: () => expect(actor.getSnapshot().value).toBe('denied'),
        },
        events: {
          'case.approve': () => actor.send({ type: 'case.approve' }),
          'case.deny': () => actor.send({ type: 'case.deny' }),
        },
      });
    });
  });
});
