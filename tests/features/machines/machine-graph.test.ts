import { assign, createMachine, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { caseLifecycleMachine, reviewMachine } from '../../../machines/case';
import { describedSurveyMachine } from '../../../machines/survey/survey.state-descriptions';
import {
  findNodeByLink,
  machineToGraph,
  pathToStateValue,
  type MachineGraph,
} from '../../../src/features/machines/machine-graph';
import { SPEC_STEPS } from '../../support/spec-steps';

// The step order of SPEC §2 / PRODUCT.md, from the spec table, not read from the machine.
const STEPS = SPEC_STEPS.map((step) => step.state);

const node = (graph: MachineGraph, id: string) => {
  const found = graph.nodes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no node ${id}`);
  return found;
};
const edgesFrom = (graph: MachineGraph, id: string) =>
  graph.edges.filter((edge) => edge.source === id).map((e) => [e.event, e.guard, e.target]);

describe('machineToGraph: the survey', () => {
  const graph = machineToGraph(describedSurveyMachine);

  it('has every step as a top-level state and the attestation’s two inner states inside it', () => {
    expect(graph.nodes.filter((n) => n.parentId === null).map((n) => n.key)).toEqual(STEPS);
    const inner = graph.nodes.filter((n) => n.parentId === 'survey.attestation');
    expect(inner.map((n) => n.key)).toEqual(['reviewing', 'submitting']);
    expect(node(graph, 'survey.attestation').type).toBe('compound');
  });

  it('marks name and reviewing initial, and only thankYou final', () => {
    expect(graph.nodes.filter((n) => n.initial).map((n) => n.id)).toEqual([
      'survey.name',
      'survey.attestation.reviewing',
    ]);
    expect(graph.nodes.filter((n) => n.final).map((n) => n.id)).toEqual(['survey.thankYou']);
  });

  it('labels Continue with its guard and points Back at the previous step', () => {
    // Since Change, a changed answer's Continue goes straight back to the attestation first.
    expect(edgesFrom(graph, 'survey.heightWeight')).toEqual([
      ['survey.continue', 'isChangedAnswerValid', 'survey.attestation'],
      ['survey.continue', 'isHeightWeightValid', 'survey.surgery'],
      ['survey.back', null, 'survey.chronicPain'],
    ]);
    const labels = graph.edges.filter((e) => e.source === 'survey.name').map((e) => e.label);
    expect(labels).toContain('survey.continue [isNameValid]');
    for (const [index, step] of STEPS.slice(1, 9).entries()) {
      const back = graph.edges.find(
        (e) => e.source === `survey.${step}` && e.event === 'survey.back',
      );
      expect(back?.target).toBe(`survey.${STEPS[index]}`);
      // Back keeps the unfinished answer and ends a change begun on the attestation.
      expect(back?.actions).toEqual(['keepDraft', 'endChange']);
    }
  });

  it('shows the submission: tag busy, the invoked actor and its done and error transitions', () => {
    const submitting = node(graph, 'survey.attestation.submitting');
    expect(submitting.tags).toEqual(['busy']);
    expect(submitting.invokes).toEqual([{ id: 'submitSurvey', src: 'submitSurvey' }]);
    expect(edgesFrom(graph, submitting.id)).toEqual([
      ['xstate.done.actor.submitSurvey', null, 'survey.thankYou'],
      ['xstate.error.actor.submitSurvey', null, 'survey.attestation.reviewing'],
    ]);
  });

  it('carries every state’s description', () => {
    expect(graph.description).toMatch(/questionnaire/);
    expect(graph.nodes.every((n) => (n.description ?? '').length > 0)).toBe(true);
  });
});

describe('machineToGraph: the review flow and the case lifecycle', () => {
  it('draws every outcome of a failed save: a conflict or another failure, back to the dialog', () => {
    const graph = machineToGraph(reviewMachine);
    expect(edgesFrom(graph, 'review.saving')).toEqual([
      ['xstate.done.actor.saveDecision', null, 'review.done'],
      ['xstate.error.actor.saveDecision', 'isConflict', 'review.confirming'],
      ['xstate.error.actor.saveDecision', null, 'review.confirming'],
    ]);
    expect(node(graph, 'review.done').final).toBe(true);
  });

  it('lets a decided case be decided again (SPEC §4), and an Open one wait for its patient (issue 33)', () => {
    const graph = machineToGraph(caseLifecycleMachine);
    expect(graph.edges.map((e) => `${e.source}|${e.event}|${e.guard}|${e.target}`)).toEqual([
      'caseLifecycle.Open|case.approve|null|caseLifecycle.Completed',
      'caseLifecycle.Open|case.deny|null|caseLifecycle.Denied',
      'caseLifecycle.Open.inQueue|case.ask|isQuestionAcceptable|caseLifecycle.Open.waitingForPatient',
      'caseLifecycle.Open.waitingForPatient|case.answer|isAnswerAcceptable|caseLifecycle.Open.patientAnswered',
      'caseLifecycle.Open.patientAnswered|case.open|null|caseLifecycle.Open.inQueue',
      'caseLifecycle.Open.patientAnswered|case.ask|isQuestionAcceptable|caseLifecycle.Open.waitingForPatient',
      'caseLifecycle.Completed|case.deny|null|caseLifecycle.Denied',
      'caseLifecycle.Denied|case.approve|null|caseLifecycle.Completed',
    ]);
  });
});

describe('machineToGraph: what other machines may hold', () => {
  const machine = setup({ guards: { isReady: () => true } }).createMachine({
    id: 'other',
    initial: 'a',
    context: { count: 0 },
    states: {
      a: {
        on: {
          tick: { actions: assign({ count: ({ context }) => context.count + 1 }) },
          go: { target: 'b', guard: ({ context }) => context.count > 1 },
        },
        always: { target: 'b', guard: 'isReady' },
      },
      b: { type: 'parallel', states: { left: {}, right: {} } },
    },
  });
  const graph = machineToGraph(machine);

  it('draws a transition without a target as a loop, and names inline guards and always', () => {
    expect(edgesFrom(graph, 'other.a')).toEqual([
      ['tick', null, 'other.a'],
      ['go', 'inline guard', 'other.b'],
      ['always', 'isReady', 'other.b'],
    ]);
  });

  it('keeps parallel regions inside their parent', () => {
    expect(node(graph, 'other.b').type).toBe('parallel');
    expect(graph.nodes.filter((n) => n.parentId === 'other.b').map((n) => n.key)).toEqual([
      'left',
      'right',
    ]);
  });

  it('works for a machine without setup', () => {
    const plain = machineToGraph(createMachine({ id: 'p', initial: 'x', states: { x: {} } }));
    expect(plain.nodes).toHaveLength(1);
    expect(plain.edges).toEqual([]);
  });
});

describe('state links', () => {
  const graph = machineToGraph(describedSurveyMachine);

  it('finds a state by its dotted path or its key', () => {
    expect(findNodeByLink(graph, 'heightWeight')?.id).toBe('survey.heightWeight');
    expect(findNodeByLink(graph, 'attestation.submitting')?.id).toBe(
      'survey.attestation.submitting',
    );
    expect(findNodeByLink(graph, 'submitting')?.id).toBe('survey.attestation.submitting');
    expect(findNodeByLink(graph, 'nowhere')).toBeUndefined();
  });

  it('turns a path into the state value `matches` takes', () => {
    expect(pathToStateValue(['age'])).toBe('age');
    expect(pathToStateValue(['attestation', 'reviewing'])).toEqual({ attestation: 'reviewing' });
    expect(() => pathToStateValue([])).toThrow();
  });
});

it('names built-in actions by their type', () => {
  const machine = createMachine({
    id: 'n',
    initial: 'a',
    context: { n: 0 },
    states: { a: { on: { tick: { actions: assign({ n: 1 }) } } } },
  });
  expect(machineToGraph(machine).edges[0]?.actions).toEqual(['xstate.assign']);
});
